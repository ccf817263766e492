import { InquiryPage } from '../features/content/forms/InquiryPage.tsx';
import { loadInquiryPage, submitInquiryForm } from '../features/content/forms/inquiry.server.ts';
import { getRequestContext } from '../request/requestContext.ts';
import type { Route } from './+types/inquiry';

export function loader({ context }: Route.LoaderArgs) {
  return loadInquiryPage(getRequestContext(context));
}

export function action({ context, request }: Route.ActionArgs) {
  return submitInquiryForm(getRequestContext(context), request);
}

export default function Inquiry({ loaderData, actionData }: Route.ComponentProps) {
  return <InquiryPage {...loaderData} result={actionData} />;
}
