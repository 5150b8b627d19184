import { describe, expect, it } from 'vitest';
import { useTestApi } from '../test-support/use-test-api';

// Search used to keep its own copy of the image rule, which turned stored storage://… paths into
// /api/img/storage://genres/pop.svg. It now shares images/image-url.ts with every other answer.
describe('images in search results', () => {
  const api = useTestApi();

  it('point genre and performer images at the image route, never at a storage:// path', async () => {
    const response = await api.app.inject('/api/globalSearch?searchTermName=pop&limit=10');
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as {
      data: { genres: { image: string | null }[]; performers: { image_url: string | null }[] };
    };
    const images = [
      ...data.genres.map((genre) => genre.image),
      ...data.performers.map((performer) => performer.image_url),
    ].filter((image): image is string => image !== null);
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      expect(image).not.toContain('storage:');
      expect(image).toMatch(/^(\/api\/img\/[\w/.-]+|https?:\/\/)/);
    }
  });
});
