import type { Locale } from '@vitrina/contracts';
import type { OutgoingMail } from '../../../mail/outbox.ts';

/** Lifetime of the links, also said in the e-mails. */
export const activationLifetimeHours = 72;
export const resetLifetimeHours = 1;

const texts = {
  activation: {
    cs: {
      subject: 'Aktivujte svůj účet',
      body: (link: string) =>
        `Dobrý den,\n\nděkujeme za registraci. Účet aktivujete otevřením tohoto odkazu:\n\n${link}\n\nOdkaz platí ${activationLifetimeHours} hodin. Pokud jste se neregistrovali, e-mail ignorujte.\n`,
    },
    en: {
      subject: 'Activate your account',
      body: (link: string) =>
        `Hello,\n\nthank you for registering. Open this link to activate your account:\n\n${link}\n\nThe link is valid for ${activationLifetimeHours} hours. If you did not register, ignore this e-mail.\n`,
    },
  },
  passwordReset: {
    cs: {
      subject: 'Obnovení hesla',
      body: (link: string) =>
        `Dobrý den,\n\nnové heslo nastavíte na této adrese:\n\n${link}\n\nOdkaz platí ${resetLifetimeHours} hodinu a lze jej použít jen jednou. Pokud jste o obnovení nežádali, e-mail ignorujte; vaše heslo se nemění.\n`,
    },
    en: {
      subject: 'Reset your password',
      body: (link: string) =>
        `Hello,\n\nset a new password here:\n\n${link}\n\nThe link is valid for ${resetLifetimeHours} hour and works once. If you did not ask for it, ignore this e-mail; your password stays as it is.\n`,
    },
  },
  newsletter: {
    cs: {
      subject: 'Potvrďte odběr novinek',
      body: (link: string) =>
        `Dobrý den,\n\nodběr novinek potvrdíte otevřením tohoto odkazu:\n\n${link}\n\nPokud jste se k odběru nepřihlásili, e-mail ignorujte; nic vám posílat nebudeme.\n`,
    },
    en: {
      subject: 'Confirm your newsletter subscription',
      body: (link: string) =>
        `Hello,\n\nopen this link to confirm your newsletter subscription:\n\n${link}\n\nIf you did not subscribe, ignore this e-mail; we will send you nothing.\n`,
    },
  },
} as const;

export type AccountMailKind = keyof typeof texts;

const kindNames: Record<AccountMailKind, string> = {
  activation: 'account_activation',
  passwordReset: 'password_reset',
  newsletter: 'newsletter_confirmation',
};

export function accountMail(
  kind: AccountMailKind,
  locale: Locale,
  to: string,
  link: string,
): OutgoingMail {
  const text = texts[kind][locale];
  return { kind: kindNames[kind], to, subject: text.subject, body: text.body(link) };
}
