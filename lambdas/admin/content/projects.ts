import { projectCollection } from './collections';
import { createItemHandler, deleteItemHandler, getItemHandler, listItemsHandler, listRedirectsHandler, listRevisionsHandler, restoreRevisionHandler, updateItemHandler } from './item-handlers';

/** The staff routes of case studies under `/api/admin/projects`, each deployed as a function of its own. */
export const listProjects = listItemsHandler(projectCollection);
export const getProject = getItemHandler(projectCollection);
export const createProject = createItemHandler(projectCollection);
export const updateProject = updateItemHandler(projectCollection);
export const deleteProject = deleteItemHandler(projectCollection);
export const listProjectRevisions = listRevisionsHandler(projectCollection);
export const restoreProjectRevision = restoreRevisionHandler(projectCollection);
export const listProjectRedirects = listRedirectsHandler(projectCollection);
