import { useLingui } from '@lingui/react/macro';
import { RichText, type RichTextDoc } from '@vitrina/cms-blocks';
import { Button, Dialog, DialogClose } from '@vitrina/design-system';
import { useState } from 'react';
import { useLocale } from '../../../i18n/useLocale.ts';
import {
  readPreferences,
  withClosedModal,
  writePreferenceCookie,
} from '../../../session/preferences.ts';
import type { EntryModalData } from './entryModal.server.ts';

/**
 * The entry modal (its own chunk, loaded only when the theme enables it): a content page in a
 * dialog. Closing it remembers its id in a cookie, so it does not come back.
 */
export default function EntryModal({ modal }: { modal: EntryModalData }) {
  const { t } = useLingui();
  const locale = useLocale();
  const [open, setOpen] = useState(true);

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (next) return;
    const closed = readPreferences(document.cookie).entryModalsClosed;
    writePreferenceCookie('entryModalsClosed', withClosedModal(closed, modal.id).join(','));
  }

  return (
    <Dialog
      title={modal.title}
      open={open}
      onOpenChange={onOpenChange}
      closeLabel={t`Close`}
      footer={
        <DialogClose asChild>
          <Button>{t`Continue to the shop`}</Button>
        </DialogClose>
      }
    >
      {/* RichText renders a `doc` tree and nothing for anything else. */}
      <RichText content={modal.content as RichTextDoc} locale={locale} />
    </Dialog>
  );
}
