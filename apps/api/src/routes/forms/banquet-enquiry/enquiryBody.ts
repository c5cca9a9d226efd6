import { banquet, type EventCategory } from '@hotel/content';
import { banquetEnquiry } from '@hotel/validators';

/** The source sends the category's title; the category id is accepted too. */
function findCategory(titleOrId: string): EventCategory | undefined {
  return banquet.categories.find(
    (category) => category.title === titleOrId || category.id === titleOrId,
  );
}

const fieldsWithIssues = (issues: readonly { path?: readonly PropertyKey[] | undefined }[]) =>
  new Set(issues.map((issue) => issue.path?.[0]));

/**
 * The enquiry, checked against the banquet content: a category we host and one of its events.
 * The category comes out as its title, whichever way it was named.
 */
export const enquiryBody = banquetEnquiry
  .superRefine(
    (enquiry, ctx) => {
      const invalid = fieldsWithIssues(ctx.issues);
      if (invalid.has('category')) return;
      const category = findCategory(enquiry.category);
      if (!category) {
        ctx.addIssue({
          code: 'custom',
          path: ['category'],
          message: 'Please choose one of our event categories.',
        });
        return;
      }
      if (!invalid.has('eventType') && !category.events.includes(enquiry.eventType)) {
        ctx.addIssue({
          code: 'custom',
          path: ['eventType'],
          message: `Please select an event from ${category.title}.`,
        });
      }
      const { floating, seated } = category.capacity;
      if (!invalid.has('guests') && enquiry.guests > floating) {
        ctx.addIssue({
          code: 'custom',
          path: ['guests'],
          message: `The hall takes ${seated} guests seated or ${floating} standing for ${category.title}. For more, please call us.`,
        });
      }
    },
    // Runs beside field issues, so the visitor sees every problem at once; not for a non-object.
    { when: ({ issues }) => issues.every((issue) => (issue.path?.length ?? 0) > 0) },
  )
  .transform(({ category, ...enquiry }) => ({
    ...enquiry,
    category: findCategory(category)?.title ?? category,
  }));
