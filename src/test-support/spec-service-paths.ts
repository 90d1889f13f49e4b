/**
 * The seven service pages the spec names, in its order (its paths' spellings included, e.g.
 * `/appdevelopmemt`): the services list links to them and the build prerenders each.
 */
export const specServicePaths = [
  '/webdevelopment',
  '/appdevelopmemt',
  '/digitalmarketing',
  '/graphicsdesign',
  '/seo_content',
  '/itprofessional',
  '/uiuxdesign',
];
