import { DeleteObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';

/** The object key of a page: `/` → `index.html`, `/insights/x` → `insights/x/index.html` (how the site is served). */
export function pageKey(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\/+|\/+$/g, '')}/index.html`;
}

/** Pages change with every publish: browsers and CloudFront revalidate them (the web construct's HTML policy). */
const PAGE_CACHE = 'public, max-age=0, s-maxage=60, must-revalidate';

/** The site bucket, where the build and the publisher write the prerendered pages CloudFront serves. */
export class SiteBucket {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {}

  async putPage(path: string, html: string): Promise<void> {
    await this.put(pageKey(path), html, 'text/html; charset=utf-8');
  }

  async deletePage(path: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: pageKey(path) }));
  }

  /** The paths of the pages stored under a folder (`insights` → `/insights/a`, `/insights/b`). */
  async pagesUnder(folder: string): Promise<string[]> {
    const paths: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: `${folder}/`, ContinuationToken: token }));
      for (const object of page.Contents ?? []) {
        if (object.Key?.endsWith('/index.html')) paths.push(`/${object.Key.slice(0, -'/index.html'.length)}`);
      }
      token = page.NextContinuationToken;
    } while (token);
    return paths;
  }

  async put(key: string, body: string, contentType: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType, CacheControl: PAGE_CACHE }));
  }
}
