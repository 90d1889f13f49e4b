import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type * as AboutContent from '../content/about.ts';
import AboutPage from './about-page.tsx';

// The page reads the spec's flag from its content module; the test flips it there, so a page
// that ignored the flag would fail.
const flag = vi.hoisted(() => ({ showImage: false }));
vi.mock('../content/about.ts', async (importOriginal) => {
  const { about } = await importOriginal<typeof AboutContent>();
  return {
    about: {
      ...about,
      get showImageInsteadOfVideo() {
        return flag.showImage;
      },
    },
  };
});

const renderAbout = (showImage: boolean) => {
  flag.showImage = showImage;
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={['/about']}>
      <AboutPage />
    </MemoryRouter>,
  );
};

describe('the About page', () => {
  it('shows the still image, and no video, when the content flag is set', () => {
    const html = renderAbout(true);
    expect(html).toMatch(/<img class="about-media"/);
    expect(html).not.toContain('<video');
  });

  it('shows the muted looping video when the flag is not set', () => {
    const html = renderAbout(false);
    expect(html).toMatch(/<video[^>]*\bmuted\b/);
    expect(html).toMatch(/<video[^>]*\bloop\b/);
    expect(html).not.toMatch(/<img class="about-media"/);
  });
});
