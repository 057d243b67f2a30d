import { postCollection } from './collections';
import { createItemHandler, deleteItemHandler, getItemHandler, listItemsHandler, listRedirectsHandler, listRevisionsHandler, restoreRevisionHandler, updateItemHandler } from './item-handlers';

/** The staff routes of blog posts under `/api/admin/posts`, each deployed as a function of its own. */
export const listPosts = listItemsHandler(postCollection);
export const getPost = getItemHandler(postCollection);
export const createPost = createItemHandler(postCollection);
export const updatePost = updateItemHandler(postCollection);
export const deletePost = deleteItemHandler(postCollection);
export const listPostRevisions = listRevisionsHandler(postCollection);
export const restorePostRevision = restoreRevisionHandler(postCollection);
export const listPostRedirects = listRedirectsHandler(postCollection);
