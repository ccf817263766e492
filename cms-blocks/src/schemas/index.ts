export { formatPath, validateContent } from './validateContent.ts';
export type { ContentIssue, ContentValidation } from './validateContent.ts';
