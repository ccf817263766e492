import { ContactPage } from '../features/content/forms/ContactPage.tsx';
import { loadContactPage, submitContactForm } from '../features/content/forms/contact.server.ts';
import { getRequestContext } from '../request/requestContext.ts';
import type { Route } from './+types/contact';

export function loader({ context }: Route.LoaderArgs) {
  return loadContactPage(getRequestContext(context));
}

export function action({ context, request }: Route.ActionArgs) {
  return submitContactForm(getRequestContext(context), request);
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  return <ContactPage {...loaderData} result={actionData} />;
}
