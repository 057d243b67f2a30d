/** `1 booking`, `3 bookings`, `2 people`: a count with its noun in the right number (English). */
export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
