/** What the enquiry form keeps of a visitor's typing: every field, as typed. */
export type EnquiryDraft = Record<string, string>;

const keyOf = (categoryId: string) => `banquet-enquiry-draft:${categoryId}`;

/**
 * The draft of a category's enquiry, kept in this tab's sessionStorage until it is sent: Cancel,
 * closing the dialog or reloading the page loses nothing, and closing the tab (a shared computer)
 * forgets it. Storage that fails (private modes, quotas) only loses the draft.
 */
export const enquiryDraft = {
  read(categoryId: string): EnquiryDraft | null {
    try {
      const saved = globalThis.sessionStorage?.getItem(keyOf(categoryId));
      const value: unknown = saved ? JSON.parse(saved) : null;
      return value && typeof value === 'object' ? (value as EnquiryDraft) : null;
    } catch {
      return null;
    }
  },
  save(categoryId: string, draft: EnquiryDraft): void {
    try {
      globalThis.sessionStorage?.setItem(keyOf(categoryId), JSON.stringify(draft));
    } catch {
      // A full or disabled storage keeps no draft; the form itself still works.
    }
  },
  forget(categoryId: string): void {
    try {
      globalThis.sessionStorage?.removeItem(keyOf(categoryId));
    } catch {
      // Nothing was kept.
    }
  },
};
