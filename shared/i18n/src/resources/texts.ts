/** The shape of a translation tree: the same keys as T, each leaf any string (another language's text). */
export type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** A translation tree as loaded into i18next. */
export interface TextTree {
  [key: string]: string | TextTree;
}
