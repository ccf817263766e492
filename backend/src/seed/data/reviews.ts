/** Reviewer and commenter names (first name and initial, as shops print them). */
export const reviewerNames: readonly string[] = [
  'Jana N.',
  'Petr S.',
  'Lucie K.',
  'Tomáš D.',
  'Eva M.',
  'Martin H.',
  'Kateřina P.',
  'Jiří V.',
  'Veronika B.',
  'Ondřej Č.',
  'Zuzana Ř.',
  'Lukáš Ž.',
  'Anna T.',
  'David L.',
  'Michaela F.',
  'Jakub R.',
];

/** Review texts by rating band: good (80–100), middling (40–60), poor (0–20). */
export const reviewTexts = {
  cs: {
    good: [
      'Skvělá kvalita za rozumnou cenu, doporučuji.',
      'Přesně podle popisu, doručení druhý den.',
      'Používám denně a zatím bez jediné chyby.',
      'Výborné zpracování, příjemně mě překvapilo.',
      'Koupila jsem podruhé, tentokrát jako dárek.',
    ],
    middling: [
      'Dobré, ale čekal jsem o něco lepší materiál.',
      'Funguje, jen návod by mohl být srozumitelnější.',
      'Za tu cenu ujde, barva je trochu jiná než na fotce.',
    ],
    poor: ['Po týdnu přestalo fungovat, řeším reklamaci.', 'Neodpovídá popisu, vracím.'],
  },
  en: {
    good: [
      'Great quality for a fair price, recommended.',
      'Exactly as described, delivered the next day.',
      'I use it every day and it has never let me down.',
    ],
    middling: [
      'Fine, but I expected slightly better materials.',
      'Works, although the manual could be clearer.',
    ],
    poor: ['Stopped working after a week, returning it.'],
  },
} as const;

export const commentQuestions: readonly string[] = [
  'Dobrý den, je možné produkt vyzvednout ještě dnes na prodejně v Brně?',
  'Jaká je záruční doba?',
  'Hodí se to i pro venkovní použití?',
  'Bude znovu skladem i v jiné barvě?',
  'Jaké jsou přesné rozměry balení?',
  'Dá se dokoupit náhradní díl?',
];

export const shopReplies: readonly string[] = [
  'Dobrý den, děkujeme za dotaz. Odpověď najdete v parametrech produktu, případně nám napište na info@vitrina.localhost.',
  'Dobrý den, ano, záruka je 24 měsíců, pro firemní zákazníky 12 měsíců.',
  'Dobrý den, naskladnění očekáváme do dvou týdnů.',
];

export const customerReplies: readonly string[] = [
  'Mám stejný dotaz, díky za odpověď.',
  'Potvrzuji, u mě to funguje bez problémů.',
];
