/**
 * The contracts' plain values and functions: no zod and no schema, so a module the browser loads
 * can import them without shipping the schemas (decision 240). Everything here is also exported
 * by `@vitrina/contracts/content` beside its schemas.
 */
export {
  catalogParameterIds,
  catalogSorts,
  type CatalogSort,
} from './content/catalog-constants.ts';
export {
  buildFileUrl,
  buildImageUrl,
  fileKeyFromPath,
  filesPathPrefix,
  formatImageTransform,
  imageSizes,
  imagesPathPrefix,
  isFileKey,
  snapImageSize,
  uploadsPathPrefix,
  type ImageSize,
  type ImageUrlInput,
} from './content/image-urls.ts';
