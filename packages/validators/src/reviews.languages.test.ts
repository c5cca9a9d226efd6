import { describeLanguageCases, type LanguageCase } from './languageCases.fixture.js';
import { reviewSubmission } from './reviews.js';

/**
 * The guest’s review form refuses bad input in the page’s language: the cases below (see languageCases.fixture).
 */

const cases: readonly LanguageCase[] = [
  {
    title: 'a review with a field the form does not have',
    schema: reviewSubmission,
    input: {
      token: 't'.repeat(30),
      rating: 5,
      title: 'Lovely',
      text: 'A lovely stay with great staff.',
      language: 'en',
      price: 1,
    },
    en: {
      _: 'This form has no field price.',
    },
    mr: {
      _: 'या फॉर्ममध्ये price अशी नोंद नाही.',
    },
    hi: {
      _: 'इस फ़ॉर्म में price फ़ील्ड नहीं है।',
    },
  },
  {
    title: 'a review that is not an object',
    schema: reviewSubmission,
    input: 'x',
    en: {
      _: 'Please send the review as a JSON object.',
    },
    mr: {
      _: 'कृपया पुनरावलोकन JSON ऑब्जेक्ट म्हणून पाठवा.',
    },
    hi: {
      _: 'कृपया समीक्षा JSON ऑब्जेक्ट के रूप में भेजें।',
    },
  },
];

describeLanguageCases(cases);
