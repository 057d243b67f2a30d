import { randomUUID } from 'node:crypto';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import sharp from 'sharp';
import type { BlogPost } from '../../../shared/content/schemas';
import { STUDIO_TEST_SLUG } from '../content/helpers';
import { expect, test } from '../fixtures';
import { recordScreen } from '../screenshots';
import { signIn, staffAccount, studioTitle, tables } from './studio-staff';

/*
 * The media library as an editor uses it: an upload that asks for its alt text, the file listed under its own name
 * with a thumbnail, found by name, described, and refused deletion while an article (a draft seeded straight into
 * the table, titled "Studio test …") shows it, then deleted once it no longer does.
 */

test.setTimeout(120_000);

test('an editor uploads an image with its alt text, finds it by name, describes it, and cannot delete it while an article shows it', async ({ page, cloud }) => {
  await staffAccount(cloud, 'media-editor@example.com', 'editor');
  await signIn(page, 'media-editor@example.com', 'Media');
  await expect(page.getByRole('heading', { name: 'Media', level: 2 })).toBeVisible();

  // The upload asks an image for its alt text before sending anything.
  const originalName = `Studio test cover ${Date.now().toString(36)}.png`;
  const image = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#7C3AED' } }).png().toBuffer();
  const form = page.getByRole('form', { name: 'Upload a file' });
  await form.getByLabel('File').setInputFiles({ name: originalName, mimeType: 'image/png', buffer: image });
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(form.getByText('Describe the image for people who cannot see it.')).toBeVisible();
  await form.getByLabel(/^Alt text/).fill('A violet studio wall');
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(form.getByRole('status')).toHaveText(`Uploaded “${originalName}”: it is first in the library.`, { timeout: 15_000 });

  // Listed first, under the name it was uploaded as, with its thumbnail and its alt text; found by a part of the name.
  const library = page.getByRole('list', { name: 'Media library' });
  const card = library.getByRole('listitem').filter({ hasText: originalName });
  await expect(library.getByRole('listitem').first()).toContainText(originalName);
  await expect(card.getByRole('img', { name: 'A violet studio wall' })).toHaveAttribute('src', /^\/media\/variants\/[0-9a-f-]+-thumb\.webp$/);
  const storedName = (await card.getByText(/^Stored as /).textContent())!.replace('Stored as ', '');
  await page.getByRole('searchbox', { name: 'Search files by name' }).fill(originalName.slice(0, -4).toUpperCase());
  await expect(library.getByRole('listitem')).toHaveCount(1);

  // Describing it better: saved, and the card shows the saved text.
  await card.getByLabel(`Alt text of ${originalName}`).fill('A violet wall in the studio, lit from the left');
  await card.getByRole('button', { name: `Save alt text of ${originalName}` }).click();
  await expect(card.getByRole('img', { name: 'A violet wall in the studio, lit from the left' })).toBeVisible();

  // A draft article shows it: deleting is refused, naming the article.
  const title = studioTitle('Media cover');
  const post: BlogPost = {
    id: randomUUID(),
    slug: `${STUDIO_TEST_SLUG}media-${Date.now().toString(36)}`,
    title,
    excerpt: 'Shows an uploaded cover.',
    content: 'Body.',
    category: 'Design',
    author: 'Studio Tester',
    read_time: '2 min read',
    image_url: `/media/uploads/${storedName}`,
    created_at: new Date().toISOString(),
    views: 0,
    published: false,
  };
  await tables(cloud).send(new PutCommand({ TableName: 'blog_posts', Item: post }));
  try {
    await card.getByRole('button', { name: `Delete ${originalName}` }).click();
    await card.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(card.getByRole('alert')).toHaveText(`This file is used by the article “${title}” (cover image). Remove it there first, or replace the file instead.`);
    await recordScreen(page, 'media-library', { dark: true, fullPage: true, calm: true });
  } finally {
    await tables(cloud).send(new DeleteCommand({ TableName: 'blog_posts', Key: { id: post.id } }));
  }

  // Unused now: it goes.
  await card.getByRole('button', { name: `Delete ${originalName}` }).click();
  await card.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(card).toHaveCount(0);
  await expect(page.getByText(/^No files (match|uploaded yet)\.$/)).toBeVisible();
});
