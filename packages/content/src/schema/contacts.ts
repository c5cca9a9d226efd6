import { z } from 'zod';
import { id, localText, path, schemaRef, seo } from './primitives.js';

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
          heading: localText(),
          intro: localText(),
          phoneLabel: localText(),
          emailLabel: localText(),
          addressLabel: localText(),
        }),
        sendMessage: z.strictObject({ heading: localText(), intro: localText() }),
        seo,
      }),
    )
    .min(1),
});
