import { Type } from 'typebox';

/** An answer without a body (204). */
export const noContent = (description: string) => Type.Null({ description });

export const DeletedResponse = noContent('Deleted');
