// `@vitrina/contracts/store`: the store back end's resources, each with its schemas and its calls.
export {
  accountsEndpoints,
  activateBody,
  changePasswordBody,
  forgotPasswordBody,
  loginBody,
  loginResponse,
  registerBody,
  resetPasswordBody,
  updateUserBody,
  userSchema,
  type RegisterBody,
  type UpdateUserBody,
  type User,
} from './accounts.ts';
export {
  callbackUrlSchema,
  dateOfBirthSchema,
  emailSchema,
  formalTitles,
  idParams,
  newPasswordSchema,
  phoneSchema,
  plainText,
  requiredText,
  successSchema,
  tinSchema,
  vatinSchema,
} from './account-fields.ts';
export {
  addressesEndpoints,
  addressesQuery,
  addressSchema,
  addressTypes,
  countryCodeSchema,
  createAddressBody,
  isValidPostcode,
  streetProblem,
  updateAddressBody,
  type Address,
  type AddressesQuery,
  type CreateAddressBody,
  type UpdateAddressBody,
} from './addresses.ts';
export {
  aresEndpoints,
  companyAddressSchema,
  companyLookupQuery,
  companySchema,
  isValidIco,
  type Company,
  type CompanyAddress,
  type CompanyLookupQuery,
} from './ares.ts';
export {
  branchesEndpoints,
  branchesQuery,
  branchSchema,
  defaultBranchesPerPage,
  maxBranchKeys,
  openingHoursSchema,
  shipperBranchParams,
  type Branch,
  type BranchesQuery,
  type OpeningHours,
} from './branches.ts';
export { countriesEndpoints, countrySchema, type Country } from './countries.ts';
export { currenciesEndpoints, currencySchema, type Currency } from './currencies.ts';
export {
  deliverySlotSchema,
  deliveryTimesEndpoints,
  deliveryTimesQuery,
  deliveryTimesSchema,
  type DeliverySlot,
  type DeliveryTimes,
} from './delivery-times.ts';
export {
  contactEndpoints,
  contactFormBody,
  contactMessageMaxLength,
  type ContactFormBody,
} from './contact.ts';
export { globalsEndpoints, globalsSchema, languageSchema, type Globals } from './globals.ts';
export {
  newsletterEndpoints,
  newsletterSubscribeBody,
  type NewsletterSubscribeBody,
} from './newsletter.ts';
export { orderGiftSchema, orderGiftsEndpoints, type OrderGift } from './order-gifts.ts';
export {
  productCategoriesEndpoints,
  productCategorySchema,
  type ProductCategory,
} from './product-categories.ts';
export {
  commentSchema,
  commentsQuery,
  createReviewBody,
  productIdParams,
  reviewSchema,
  reviewsEndpoints,
  reviewSorts,
  reviewsPageSchema,
  reviewsQuery,
  sortDirections,
  type Comment,
  type CreateReviewBody,
  type Review,
  type ReviewsPage,
  type ReviewsQuery,
} from './reviews.ts';
export {
  paymentSchema,
  paymentTypes,
  shipperSchema,
  shipperTypes,
  shippingEndpoints,
  taxedPriceSchema,
  type Payment,
  type PaymentType,
  type Shipper,
  type ShipperType,
  type TaxedPrice,
} from './shipping.ts';
export {
  createShoppingListBody,
  renameShoppingListBody,
  shoppingListCodeParams,
  shoppingListItemBody,
  shoppingListItemParams,
  shoppingListItemSchema,
  shoppingListSchema,
  shoppingListsEndpoints,
  wishlistCode,
  type CreateShoppingListBody,
  type ShoppingList,
  type ShoppingListItem,
  type ShoppingListItemBody,
} from './shopping-lists.ts';
