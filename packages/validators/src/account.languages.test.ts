import { deleteAccount } from './account.js';
import { describeLanguageCases, type LanguageCase } from './languageCases.fixture.js';

/**
 * The guest’s account deletion refuses bad input in the page’s language: the cases below (see languageCases.fixture).
 */

const cases: readonly LanguageCase[] = [
  {
    title: 'deleting the account without a password or a code',
    schema: deleteAccount,
    input: {},
    en: {
      code: 'Please confirm with your password or with a code sent to you.',
    },
    mr: {
      code: 'कृपया तुमच्या पासवर्डने किंवा तुम्हाला पाठवलेल्या कोडने खात्री करा.',
    },
    hi: {
      code: 'कृपया अपने पासवर्ड से या आपको भेजे गए कोड से पुष्टि करें।',
    },
  },
  {
    title: 'deleting the account with both',
    schema: deleteAccount,
    input: { password: 'secret-password', code: '123456' },
    en: {
      code: 'Please confirm with either your password or a code, not both.',
    },
    mr: {
      code: 'कृपया पासवर्ड किंवा कोड यांपैकी एकानेच खात्री करा, दोन्हींनी नाही.',
    },
    hi: {
      code: 'कृपया पासवर्ड या कोड में से किसी एक से ही पुष्टि करें, दोनों से नहीं।',
    },
  },
  {
    title: 'deleting the account with an empty password',
    schema: deleteAccount,
    input: { password: '' },
    en: {
      password: 'Please enter your password.',
    },
    mr: {
      password: 'कृपया तुमचा पासवर्ड टाका.',
    },
    hi: {
      password: 'कृपया अपना पासवर्ड डालें।',
    },
  },
  {
    title: 'deleting the account with a password too long',
    schema: deleteAccount,
    input: { password: 'p'.repeat(129) },
    en: {
      password: 'A password can have at most 128 characters.',
    },
    mr: {
      password: 'पासवर्डमध्ये जास्तीत जास्त 128 अक्षरे असू शकतात.',
    },
    hi: {
      password: 'पासवर्ड में ज़्यादा से ज़्यादा 128 अक्षर हो सकते हैं।',
    },
  },
];

describeLanguageCases(cases);
