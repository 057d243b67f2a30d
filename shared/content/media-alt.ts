/**
 * The alt text a page gives an image an item shows: the media library's, which the item carries by address
 * (`media_alt`), or none, leaving the image decorative, while the library has none.
 */
export const altOf = (item: { media_alt?: Record<string, string> }, address: string | undefined) => (address ? (item.media_alt?.[address] ?? '') : '');
