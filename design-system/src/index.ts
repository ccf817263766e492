// Public API of @vitrina/design-system. Global styles: import '@vitrina/design-system/global.css'.

// Themes and tokens
export { vars } from './themes/contract.css.ts';
export { baseTheme, bocaTheme, eshopTheme, themes } from './themes/themes.css.ts';
export { defaultThemeName, isThemeName, themeNames } from './themes/themeNames.ts';
export type { ThemeName } from './themes/themeNames.ts';
export { themeTokens } from './themes/themeTokens.ts';
export type { ThemeTokens } from './tokens/eshop.ts';
export {
  breakpointNames,
  breakpoints,
  containerWidths,
  gridColumns,
  mediaQueries,
  minWidthQuery,
} from './tokens/breakpoints.ts';
export type { Breakpoint } from './tokens/breakpoints.ts';
export { motion, toastDefaults, zIndex } from './tokens/constants.ts';

// Styling helpers
export { sprinkles } from './styles/sprinkles.css.ts';
export type { Sprinkles } from './styles/sprinkles.css.ts';
export { responsiveStyle } from './styles/responsiveStyle.ts';
export type { ResponsiveStyle } from './styles/responsiveStyle.ts';
export type { ResponsiveValue } from './styles/responsiveValue.ts';
export { cx } from './styles/cx.ts';

// Formatting (pure, no React)
export { formatPrice, minorUnitDigits, plural, pluralForm } from './format/index.ts';
export type { CurrencyFormat, FormatPriceOptions, PluralForms } from './format/index.ts';

// Components
export { AppLink, DefaultLink, LinkProvider, useLinkComponent } from './LinkProvider/index.ts';
export type { LinkComponent, LinkComponentProps, LinkProviderProps } from './LinkProvider/index.ts';
export { Container, containerElements } from './Container/index.ts';
export type { ContainerElement, ContainerProps } from './Container/index.ts';
export { Column, columnElements, Grid, gridElements } from './Grid/index.ts';
export type {
  ColumnCount,
  ColumnElement,
  ColumnOffset,
  ColumnProps,
  GridElement,
  GridProps,
} from './Grid/index.ts';
export { Button, buttonColors, buttonFloats, buttonSizes } from './Button/index.ts';
export type {
  ButtonAsButtonProps,
  ButtonAsChildProps,
  ButtonAsLinkProps,
  ButtonColor,
  ButtonFloat,
  ButtonProps,
  ButtonSize,
} from './Button/index.ts';
export { Spinner } from './Spinner/index.ts';
export type { SpinnerProps } from './Spinner/index.ts';
export {
  createToastStore,
  getBrowserToastStore,
  toast,
  Toaster,
  toastVariants,
} from './Toast/index.ts';
export type {
  ToasterProps,
  ToastInput,
  ToastItem,
  ToastOptions,
  ToastState,
  ToastStore,
  ToastStoreOptions,
  ToastVariant,
} from './Toast/index.ts';
export { VisuallyHidden, visuallyHiddenElements } from './VisuallyHidden/index.ts';
export type { VisuallyHiddenElement, VisuallyHiddenProps } from './VisuallyHidden/index.ts';
export { Stack, stackElements } from './Stack/index.ts';
export type { StackElement, StackProps } from './Stack/index.ts';
export { Inline, inlineElements } from './Inline/index.ts';
export type { InlineElement, InlineProps } from './Inline/index.ts';
export { Divider, dividerWeights } from './Divider/index.ts';
export type { DividerProps, DividerWeight } from './Divider/index.ts';
export { Text, textElements, textSizes, textTones, textWeights } from './Text/index.ts';
export type { TextElement, TextProps, TextSize, TextTone, TextWeight } from './Text/index.ts';
export { defaultHeadingVariant, Heading, headingLevels, headingVariants } from './Heading/index.ts';
export type { HeadingLevel, HeadingProps, HeadingVariant } from './Heading/index.ts';
export { isExternalHref, Link, linkTones, linkUnderlines } from './Link/index.ts';
export type { LinkProps, LinkTone, LinkUnderline } from './Link/index.ts';
export { Icon, iconNames, iconSizes } from './Icon/index.ts';
export type { IconName, IconProps, IconSize } from './Icon/index.ts';
export { Price, priceSizes } from './Price/index.ts';
export type { PriceProps, PriceSize } from './Price/index.ts';

// Controls (forms)
export { FormField, fieldSizes } from './FormField/index.ts';
export type { FieldSize, FormFieldProps } from './FormField/index.ts';
export { IconButton } from './IconButton/index.ts';
export type { IconButtonProps } from './IconButton/index.ts';
export { TextField } from './TextField/index.ts';
export type { TextFieldProps } from './TextField/index.ts';
export { Textarea } from './Textarea/index.ts';
export type { TextareaProps } from './Textarea/index.ts';
export { Select } from './Select/index.ts';
export type { SelectOption, SelectProps } from './Select/index.ts';
export { Checkbox } from './Checkbox/index.ts';
export type { CheckboxProps } from './Checkbox/index.ts';
export { RadioGroup, radioGroupOrientations } from './RadioGroup/index.ts';
export type { RadioGroupOrientation, RadioGroupProps, RadioOption } from './RadioGroup/index.ts';
export { Switch } from './Switch/index.ts';
export type { SwitchProps } from './Switch/index.ts';
export { clampQuantity, parseQuantity, QuantityStepper } from './QuantityStepper/index.ts';
export type { QuantityLimits, QuantityStepperProps } from './QuantityStepper/index.ts';

// Overlays and disclosure
export { Dialog, DialogClose, dialogSizes } from './Dialog/index.ts';
export type { DialogCloseProps, DialogProps, DialogSize, ModalProps } from './Dialog/index.ts';
export { Drawer, drawerSides } from './Drawer/index.ts';
export type { DrawerProps, DrawerSide } from './Drawer/index.ts';
export { overlayAligns, overlaySides, Popover } from './Popover/index.ts';
export type { OverlayAlign, OverlaySide, PopoverProps } from './Popover/index.ts';
export { Tooltip } from './Tooltip/index.ts';
export type { TooltipProps } from './Tooltip/index.ts';
export {
  DropdownMenu,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from './DropdownMenu/index.ts';
export type {
  DropdownMenuItemProps,
  DropdownMenuLabelProps,
  DropdownMenuProps,
  DropdownMenuSeparatorProps,
} from './DropdownMenu/index.ts';
export { Tabs } from './Tabs/index.ts';
export type { TabItem, TabsProps } from './Tabs/index.ts';
export { Accordion } from './Accordion/index.ts';
export type {
  AccordionItem,
  AccordionMultipleProps,
  AccordionProps,
  AccordionSingleProps,
} from './Accordion/index.ts';
export { Collapsible } from './Collapsible/index.ts';
export type { CollapsibleProps, DisclosureHeadingLevel } from './Collapsible/index.ts';
export { LoadingBar } from './LoadingBar/index.ts';
export type { LoadingBarProps } from './LoadingBar/index.ts';
export { Skeleton, skeletonShapes } from './Skeleton/index.ts';
export type { SkeletonProps, SkeletonShape } from './Skeleton/index.ts';
export { EmptyState } from './EmptyState/index.ts';
export type { EmptyStateProps } from './EmptyState/index.ts';
export { findThemeRoot } from './styles/portalContainer.ts';

// Media, status and navigation
export { Box, boxElements } from './Box/index.ts';
export type { BoxElement, BoxProps } from './Box/index.ts';
export { Image, imageFits, imageLayouts, imageSources, placeholderScale } from './Image/index.ts';
export type {
  ImageFit,
  ImageLayout,
  ImageProps,
  ImageSources,
  ImageSourcesInput,
  ImageSrcBuilder,
} from './Image/index.ts';
export { defaultRatingLabel, Rating, ratingSizes, ratingStars } from './Rating/index.ts';
export type { RatingLabel, RatingProps, RatingSize } from './Rating/index.ts';
export {
  Badge,
  BadgeList,
  badgeSizes,
  badgeVariants,
  DiscountBadge,
  discountPercent,
  formatDiscountPercent,
} from './Badge/index.ts';
export type {
  BadgeListProps,
  BadgeProps,
  BadgeSize,
  BadgeVariant,
  DiscountBadgeProps,
} from './Badge/index.ts';
export {
  Availability,
  availabilityElements,
  availabilityIcons,
  availabilityStatuses,
  defaultAvailabilityLabels,
  displayedStock,
} from './Availability/index.ts';
export type {
  AvailabilityElement,
  AvailabilityLabels,
  AvailabilityProps,
  AvailabilityStatus,
  DisplayedStock,
} from './Availability/index.ts';
export { Breadcrumbs } from './Breadcrumbs/index.ts';
export type { BreadcrumbItem, BreadcrumbsProps } from './Breadcrumbs/index.ts';
export {
  clampPage,
  defaultPaginationLabels,
  Pagination,
  paginationEllipsis,
  paginationRange,
} from './Pagination/index.ts';
export type {
  PaginationItem,
  PaginationLabels,
  PaginationProps,
  PaginationRangeOptions,
} from './Pagination/index.ts';
export { Stepper, stepState, stepStates } from './Stepper/index.ts';
export type { StepperProps, StepperStep, StepState } from './Stepper/index.ts';

// Commerce: product listings
export {
  defaultProductCardLabels,
  priceLayout,
  priceLayoutBreakpoints,
  priceLayouts,
  ProductCard,
  productCardAreas,
  productCardLayouts,
  ProductCardSkeleton,
  productTagKeys,
  productTagList,
  smallVariantsFrom,
  smallVariantThumbnail,
  variantsBox,
  variantThumbnail,
} from './ProductCard/index.ts';
export type {
  PriceLayout,
  ProductCardArea,
  ProductCardAvailability,
  ProductCardBadge,
  ProductCardImage,
  ProductCardLabels,
  ProductCardLayout,
  ProductCardPrice,
  ProductCardProps,
  ProductCardRating,
  ProductCardSkeletonProps,
  ProductCardVariant,
  ProductTag,
  ProductTagKey,
  ProductTagLabels,
  ProductTags,
  VariantsBox,
} from './ProductCard/index.ts';
export { ProductGrid, productGridColumns } from './ProductGrid/index.ts';
export type { ProductGridColumns, ProductGridProps } from './ProductGrid/index.ts';
export { Hero, heroAligns, heroSizes } from './Hero/index.ts';
export type {
  HeroAlign,
  HeroMediaSource,
  HeroPictureSource,
  HeroProps,
  HeroSize,
} from './Hero/index.ts';
export { defaultProductSliderLabels, ProductSlider } from './ProductSlider/index.ts';
export type { ProductSliderLabels, ProductSliderProps } from './ProductSlider/index.ts';
export {
  BannerCarousel,
  defaultAutoplayInterval,
  defaultBannerCarouselLabels,
} from './BannerCarousel/index.ts';
export type { BannerCarouselLabels, BannerCarouselProps } from './BannerCarousel/index.ts';
export { defaultProductGalleryLabels, ProductGallery } from './ProductGallery/index.ts';
export type {
  GalleryImage,
  ProductGalleryLabels,
  ProductGalleryProps,
} from './ProductGallery/index.ts';
