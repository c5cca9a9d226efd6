import { z } from 'zod';
import { id, path, schemaRef, text } from './primitives.js';

export const contacts = z.strictObject({
  $schema: schemaRef,
  pages: z
    .array(
      z.strictObject({
        path,
        property: id.meta({
          description:
            'The property this contact page belongs to; its phone, e-mail and address are shown.',
        }),
        getInTouch: z.strictObject({
          heading: text,
          intro: text,
          phoneLabel: text,
          emailLabel: text,
          addressLabel: text,
        }),
        sendMessage: z.strictObject({ heading: text, intro: text }),
        seo: z.strictObject({ title: text, description: text }),
      }),
    )
    .min(1),
});
