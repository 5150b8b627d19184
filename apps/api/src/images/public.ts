/** What other contexts may use of images: the public URL of a stored image. */

export { publicImageUrl } from './image-url';
