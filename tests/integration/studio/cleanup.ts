import { api } from '../admin/staff-users';

/**
 * The integration files share one local cloud, and others count the seeded content: every post, project and video a
 * studio test creates is deleted after its file, and the video order and page records it changed are put back.
 */
export function createdContent(token: () => string) {
  const created: string[] = [];
  return {
    /** Remembers the row a create answered (its `/api/admin/{kind}/{id}` address). */
    async track(kind: 'posts' | 'projects' | 'videos', response: Response): Promise<Response> {
      const body = (await response.clone().json().catch(() => undefined)) as Record<string, { id?: string }> | undefined;
      const id = body && Object.values(body)[0]?.id;
      if (response.ok && id) created.push(`/api/admin/${kind}/${id}`);
      return response;
    },
    async removeAll(): Promise<void> {
      for (const path of created.splice(0)) await api(path, { method: 'DELETE', token: token() });
    },
  };
}
