import { videoCollection } from './collections';
import { createItemHandler, deleteItemHandler, getItemHandler, listItemsHandler, updateItemHandler } from './item-handlers';

/** The staff routes of videos under `/api/admin/videos`, each deployed as a function of its own. */
export const listVideos = listItemsHandler(videoCollection);
export const getVideo = getItemHandler(videoCollection);
export const createVideo = createItemHandler(videoCollection);
export const updateVideo = updateItemHandler(videoCollection);
export const deleteVideo = deleteItemHandler(videoCollection);
