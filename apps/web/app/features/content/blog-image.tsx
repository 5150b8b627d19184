import type { BlogSummary } from '@reprise/domain/schemas/content';
import type { ImgHTMLAttributes } from 'react';

/**
 * A post's cover image at its stored 16:9 size (nothing when the post has none); `loading` and
 * `fetchPriority` say how soon it loads, `className` where it sits.
 */
export function BlogImage({
  post,
  ...img
}: {
  post: Pick<BlogSummary, 'image_url' | 'alt_tag'>;
} & Pick<
  ImgHTMLAttributes<HTMLImageElement>,
  'loading' | 'decoding' | 'fetchPriority' | 'className'
>) {
  if (!post.image_url) return null;
  return <img src={post.image_url} alt={post.alt_tag ?? ''} width={640} height={360} {...img} />;
}
