import { useLingui } from '@lingui/react/macro';
import { Button, FormField, Textarea, TextField } from '@vitrina/design-system';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Form, useNavigation, useSubmit } from 'react-router';
import {
  contactFieldMessages,
  contactFormSchema,
  type ContactField,
  type ContactValues,
} from './contactFields.ts';
import type { ContactActionResult } from './contact.server.ts';
import * as styles from './forms.css.ts';
import { zodFieldResolver } from './zodResolver.ts';

/**
 * The contact form: a plain POST to the page's action, so it works without JavaScript; with it,
 * react-hook-form checks the fields first (same schema, same messages as the server).
 */
export function ContactForm({ result }: { result: ContactActionResult | undefined }) {
  const { t, i18n } = useLingui();
  const submit = useSubmit();
  const busy = useNavigation().state === 'submitting';
  const form = useForm<ContactValues>({
    resolver: zodFieldResolver<ContactValues>(contactFormSchema, contactFieldMessages(i18n)),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: result?.values ?? { name: '', email: '', phone: '', message: '' },
  });
  useEffect(() => {
    if (result?.sent) form.reset({ name: '', email: '', phone: '', message: '' });
  }, [result, form]);
  const errorOf = (field: ContactField) =>
    form.formState.errors[field]?.message ?? result?.errors[field];

  return (
    <Form
      method="post"
      noValidate
      className={styles.form}
      aria-labelledby="contact-form-title"
      onSubmit={(event) => {
        const element = event.currentTarget;
        void form.handleSubmit(() => submit(element))(event);
      }}
    >
      <h2 id="contact-form-title" className={styles.title}>
        {t`Write to us`}
      </h2>
      {result?.sent ? (
        <p role="status" className={styles.success}>
          {t`Thank you, your message has been sent. We will reply by e-mail.`}
        </p>
      ) : null}
      {result?.formError ? (
        <p role="alert" className={styles.failure}>
          {result.formError}
        </p>
      ) : null}
      <FormField label={t`Name`} required error={errorOf('name')}>
        <TextField autoComplete="name" {...form.register('name')} />
      </FormField>
      <FormField label={t`E-mail`} required error={errorOf('email')}>
        <TextField type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <FormField label={t`Phone`} error={errorOf('phone')}>
        <TextField type="tel" autoComplete="tel" {...form.register('phone')} />
      </FormField>
      <FormField label={t`Message`} required error={errorOf('message')}>
        <Textarea rows={6} {...form.register('message')} />
      </FormField>
      <div>
        <Button type="submit" disabled={busy}>
          {t`Send message`}
        </Button>
      </div>
    </Form>
  );
}
