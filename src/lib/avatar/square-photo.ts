/** The size of a member's own avatar photo (MC changeIcon's CUSTOM avatar). */
export const PHOTO_SIZE = 180;

/**
 * A picture cut to its centred square, scaled to PHOTO_SIZE and encoded as a jpg data: URL: what MC changeIcon takes
 * as a CUSTOM avatar, a few kB whatever the size of the file chosen. Rejects what the browser cannot read as a picture.
 */
export async function squarePhoto(file: Blob): Promise<string> {
  const picture = await createImageBitmap(file);
  const side = Math.min(picture.width, picture.height);
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = PHOTO_SIZE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.drawImage(
    picture,
    (picture.width - side) / 2,
    (picture.height - side) / 2,
    side,
    side,
    0,
    0,
    PHOTO_SIZE,
    PHOTO_SIZE,
  );
  picture.close();
  return canvas.toDataURL('image/jpeg', 0.85);
}
