/** A signed-in business shopper in the contract's shape (`GET /user`). */
export const demoUser = {
  id: 7,
  email: 'jana@example.cz',
  firstName: 'Jana',
  lastName: 'Nováková',
  phone: null,
  locale: 'cs',
  newsletter: false,
  isBusiness: true,
  businessStatus: 'approved',
  companyName: 'Firma s.r.o.',
  tin: '27074358',
  vatin: 'CZ27074358',
  groups: ['VO'],
  variant: null,
  attributes: { custom: { formalTitle: null, dateOfBirth: null, ICDPH: null } },
  createdAt: '2026-01-01T00:00:00.000Z',
};
