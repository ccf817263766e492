import {
  contentBlockListSchema,
  contentBlockTypes,
  richTextDocSchema,
  type ContentBlock,
  type RichTextDoc,
} from '@vitrina/contracts/content';
import type { z } from 'zod';
import { describeIssue } from './describeIssue.ts';
import { findUnsafeLinks } from './unsafeLinks.ts';

export interface ContentIssue {
  /** Where in the JSON, e.g. `[2].value.items[0].title`; `(root)` for the whole document. */
  path: string;
  message: string;
}

export type ContentValidation =
  | { kind: 'doc'; doc: RichTextDoc; issues: ContentIssue[] }
  | { kind: 'blocks'; blocks: ContentBlock[]; issues: ContentIssue[] }
  | { kind: 'invalid'; issues: ContentIssue[] };

type Path = readonly PropertyKey[];

export function formatPath(path: Path): string {
  if (path.length === 0) return '(root)';
  return path
    .map((key, index) =>
      typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`,
    )
    .join('');
}

function valueAt(root: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (value, key) =>
      value !== null && typeof value === 'object'
        ? (value as Record<PropertyKey, unknown>)[key]
        : undefined,
    root,
  );
}

/** Zod's issues in an editor's words, each with the path of the value it is about. */
function toIssues(error: z.ZodError, root: unknown): ContentIssue[] {
  return error.issues.map((issue) => {
    const value = valueAt(root, issue.path);
    if (issue.path.at(-1) === 'type' && issue.code === 'invalid_union') {
      const known = `Known types: ${contentBlockTypes.join(', ')}.`;
      return {
        path: formatPath(issue.path),
        message:
          typeof value === 'string'
            ? `Unknown block type "${value}" (it is skipped when rendering). ${known}`
            : `Every block needs a "type". ${known}`,
      };
    }
    const { subPath, message } = describeIssue(issue, value);
    return { path: formatPath([...issue.path, ...subPath]), message };
  });
}

/** Links the renderer refuses, listed so the editor knows why they show as plain words. */
function unsafeLinkIssues(root: unknown): ContentIssue[] {
  return findUnsafeLinks(root).map(({ path, href }) => ({
    path: formatPath(path),
    // JSON quoting shows the hidden characters (newlines, tabs) that make a link unsafe.
    message: `Unsafe link ${JSON.stringify(href.length > 60 ? `${href.slice(0, 60)}…` : href)} is shown as plain text. Links may be http(s), mailto, tel, sms, geo or market addresses, or paths in the shop.`,
  }));
}

/**
 * Reads content JSON as the content server returns it: a rich-text document, a list of blocks, or
 * a page with `content_blocks`. Always answers: issues carry a path and a message, and a document
 * or block list with issues is still returned so a preview can show what does render.
 */
export function validateContent(json: string): ContentValidation {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { kind: 'invalid', issues: [{ path: '(JSON)', message }] };
  }
  const page =
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  if (page?.['type'] === 'doc') {
    const result = richTextDocSchema.safeParse(value);
    const issues = result.success ? [] : toIssues(result.error, value);
    return {
      kind: 'doc',
      doc: value as RichTextDoc,
      issues: [...issues, ...unsafeLinkIssues(value)],
    };
  }
  const list = Array.isArray(value) ? value : page?.['content_blocks'];
  if (Array.isArray(list)) {
    const result = contentBlockListSchema.safeParse(list);
    const issues = [
      ...(result.success ? [] : toIssues(result.error, list)),
      ...unsafeLinkIssues(list),
    ];
    const prefix = Array.isArray(value) ? '' : 'content_blocks';
    return {
      kind: 'blocks',
      blocks: list as ContentBlock[],
      issues: issues.map((issue) => ({
        ...issue,
        path:
          prefix && issue.path !== '(root)'
            ? `${prefix}${issue.path.startsWith('[') ? '' : '.'}${issue.path}`
            : issue.path,
      })),
    };
  }
  return {
    kind: 'invalid',
    issues: [
      {
        path: '(root)',
        message:
          'Expected a rich-text document ({ "type": "doc", "content": [...] }), a list of blocks ([{ "uuid", "type", "value" }, ...]) or a page with "content_blocks".',
      },
    ],
  };
}
