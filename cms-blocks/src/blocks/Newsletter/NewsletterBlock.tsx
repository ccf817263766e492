import { Button, cx, FormField, Heading, TextField } from '@vitrina/design-system';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useContentSettings } from '../../content/contentContext.ts';
import { cssColor } from '../../content/cssColor.ts';
import { localized } from '../../RichText/attrs.ts';
import type { NewsletterBlock as NewsletterBlockData } from '@vitrina/contracts/content';
import type { NewsletterStatus, NewsletterSubmit } from '../shared/blockData.ts';
import { BlockFrame } from '../shared/BlockFrame.tsx';
import { BlockTextContent } from '../shared/BlockTextContent.tsx';
import * as shared from '../shared/blocks.css.ts';
import * as styles from './NewsletterBlock.css.ts';
import { titleLevel, useBlocksContext } from '../shared/BlocksContext.ts';
import { blockMessages } from '../shared/messages.ts';

export interface NewsletterBlockProps {
  block: NewsletterBlockData;
  /** Subscribes the address; defaults to the handler given to Blocks. */
  onSubmit?: NewsletterSubmit;
  /** Controlled state (e.g. from the app's mutation); otherwise the result of onSubmit sets it. */
  status?: NewsletterStatus;
  /** Replaces the default text for the current state (already translated). */
  message?: string;
}

/** newsletter: an e-mail form; type with_text also shows the heading and text beside it. */
export function NewsletterBlock({ block, onSubmit, status, message }: NewsletterBlockProps) {
  const { locale } = useContentSettings();
  const blocks = useBlocksContext();
  const [own, setOwn] = useState<{ status: NewsletterStatus; message?: string }>({
    status: 'idle',
  });
  const statusId = useId();
  const messages = blockMessages[locale];
  const { value } = block;
  const submit = onSubmit ?? blocks.onNewsletterSubmit;
  const current = status ?? blocks.newsletterStatus ?? own.status;
  const defaults = {
    idle: '',
    pending: messages.newsletterPending,
    success: messages.newsletterSuccess,
    error: messages.newsletterError,
  } satisfies Record<NewsletterStatus, string>;
  const shown = message ?? blocks.newsletterMessage ?? own.message ?? defaults[current];
  const title = localized(value.block_title, locale);
  const withText = value.newsletter_type === 'with_text';

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '').trim();
    if (!submit || email === '' || current === 'pending') return;
    setOwn({ status: 'pending' });
    try {
      const result = await submit(email);
      setOwn({ status: result?.status ?? 'success', message: result?.message });
      if ((result?.status ?? 'success') === 'success') form.reset();
    } catch {
      setOwn({ status: 'error' });
    }
  }

  const form = (
    <form
      className={styles.newsletterForm}
      onSubmit={handleSubmit}
      // Named (and so a form landmark) only by its block title: a generic name would repeat on a
      // page with two newsletter blocks, and landmarks must be told apart.
      aria-label={title}
    >
      <FormField label={messages.newsletterEmail} required className={styles.field}>
        <TextField
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder={messages.newsletterPlaceholder}
          aria-describedby={statusId}
          invalid={current === 'error'}
        />
      </FormField>
      <Button type="submit" loading={current === 'pending'}>
        {messages.newsletterSubmit}
      </Button>
      {/* Always present, so screen readers announce each change of state. */}
      <p id={statusId} role="status" className={cx(styles.statusLine, styles.status[current])}>
        {current === 'idle' ? null : shown}
      </p>
    </form>
  );

  return (
    <BlockFrame type={block.type} uuid={block.uuid} value={value} showTitle={false}>
      {withText ? (
        <div className={styles.newsletter}>
          <div className={shared.block}>
            {title ? (
              <Heading
                level={titleLevel(blocks.depth)}
                style={{ color: cssColor(value.block_title_color), margin: 0 }}
              >
                {title}
              </Heading>
            ) : null}
            <BlockTextContent text={value.text} />
          </div>
          {form}
        </div>
      ) : (
        form
      )}
    </BlockFrame>
  );
}
