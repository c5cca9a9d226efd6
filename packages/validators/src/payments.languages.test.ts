import { describeLanguageCases, type LanguageCase } from './languageCases.fixture.js';
import {
  createOrder,
  customerDetails,
  testGatewayForm,
  testGatewayNetbankingForm,
  testGatewayUpiForm,
  testGatewayWalletForm,
} from './payments.js';

/**
 * The payment page’s customer details, the test gateway’s forms and the order refuse bad input in the page’s language: the cases below (see languageCases.fixture).
 */

const guest = { fullName: 'Asha Patil', mobileNumber: '98765 43210', email: 'asha@example.com' };

const cases: readonly LanguageCase[] = [
  {
    title: 'customer details: no name, a bad email, a GSTIN with a wrong check character',
    schema: customerDetails,
    input: { fullName: '', mobileNumber: '98765 43210', email: 'asha', gstin: '27AAPFU0939F1ZW' },
    en: {
      fullName: 'Full name is required',
      email: 'Email is invalid',
      gstin: 'GSTIN has a wrong check character (the last one): please copy the GSTIN again.',
    },
    mr: {
      fullName: 'पूर्ण नाव आवश्यक आहे',
      email: 'ई-मेल पत्ता चुकीचा आहे',
      gstin: 'GSTIN चे शेवटचे (तपासणी) अक्षर चुकीचे आहे: कृपया GSTIN पुन्हा कॉपी करा.',
    },
    hi: {
      fullName: 'पूरा नाम ज़रूरी है',
      email: 'ई-मेल पता सही नहीं है',
      gstin: 'GSTIN का आख़िरी (जाँच) अक्षर ग़लत है: कृपया GSTIN फिर से कॉपी करें।',
    },
  },
  {
    title: 'customer details: a name the invoice cannot print, a GSTIN of no state',
    schema: customerDetails,
    input: { ...guest, fullName: 'Asha 🙏', gstin: '00AAPFU0939F1ZV' },
    en: {
      fullName:
        'Please write the name in English (Latin) or Devanagari letters: the tax invoice cannot print “🙏”.',
      gstin: 'GSTIN should start with a state code from 01 to 38 (found 00).',
    },
    mr: {
      fullName: 'कृपया नाव इंग्रजी (रोमन) किंवा देवनागरी अक्षरांत लिहा: कर बीजकावर “🙏” छापता येत नाही.',
      gstin: 'GSTIN ची सुरुवात 01 ते 38 यांपैकी राज्य कोडने झाली पाहिजे (इथे 00 आहे).',
    },
    hi: {
      fullName:
        'कृपया नाम अंग्रेज़ी (रोमन) या देवनागरी अक्षरों में लिखें: टैक्स इनवॉइस पर ये अक्षर नहीं छप सकते: “🙏”।',
      gstin: 'GSTIN की शुरुआत 01 से 38 तक के राज्य कोड से होनी चाहिए (यहाँ 00 है)।',
    },
  },
  {
    title: 'customer details: no email, a GSTIN of the wrong shape',
    schema: customerDetails,
    input: { ...guest, email: '', gstin: 'ABC' },
    en: {
      email: 'Email is required',
      gstin: 'GSTIN must be 15 characters, e.g. 27AAPFU0939F1ZV.',
    },
    mr: {
      email: 'ई-मेल पत्ता आवश्यक आहे',
      gstin: 'GSTIN 15 अक्षरी असला पाहिजे, उदा. 27AAPFU0939F1ZV.',
    },
    hi: {
      email: 'ई-मेल पता ज़रूरी है',
      gstin: 'GSTIN 15 अक्षरों का होना चाहिए, जैसे 27AAPFU0939F1ZV।',
    },
  },
  {
    title:
      'the test gateway’s card form: a mistyped number, a month 13, a short CVV, terms not accepted',
    schema: testGatewayForm,
    input: {
      ...guest,
      cardNumber: '4111 1111 1111 1112',
      expiryDate: '13/30',
      cvv: '12',
      termsAccepted: false,
    },
    en: {
      cardNumber: 'Card number is invalid',
      expiryDate: 'Expiry date must be in MM/YY format',
      cvv: 'CVV must be 3 or 4 digits',
      termsAccepted: 'You must accept the terms and conditions',
    },
    mr: {
      cardNumber: 'कार्ड नंबर चुकीचा आहे',
      expiryDate: 'समाप्तीची तारीख MM/YY या स्वरूपात असली पाहिजे',
      cvv: 'CVV 3 किंवा 4 अंकी असला पाहिजे',
      termsAccepted: 'कृपया अटी व शर्ती स्वीकारा',
    },
    hi: {
      cardNumber: 'कार्ड नंबर सही नहीं है',
      expiryDate: 'समाप्ति तिथि MM/YY प्रारूप में होनी चाहिए',
      cvv: 'CVV 3 या 4 अंकों का होना चाहिए',
      termsAccepted: 'कृपया नियम और शर्तें स्वीकार करें',
    },
  },
  {
    title: 'the test gateway’s card form: a short number, an expired card, no CVV',
    schema: testGatewayForm,
    input: { ...guest, cardNumber: '4111', expiryDate: '01/20', cvv: '' },
    en: {
      cardNumber: 'Card number must be 16 digits',
      expiryDate: 'This card has expired',
      cvv: 'CVV is required',
      termsAccepted: 'You must accept the terms and conditions',
    },
    mr: {
      cardNumber: 'कार्ड नंबर 16 अंकी असला पाहिजे',
      expiryDate: 'या कार्डची मुदत संपली आहे',
      cvv: 'CVV आवश्यक आहे',
      termsAccepted: 'कृपया अटी व शर्ती स्वीकारा',
    },
    hi: {
      cardNumber: 'कार्ड नंबर 16 अंकों का होना चाहिए',
      expiryDate: 'इस कार्ड की समय-सीमा समाप्त हो चुकी है',
      cvv: 'CVV ज़रूरी है',
      termsAccepted: 'कृपया नियम और शर्तें स्वीकार करें',
    },
  },
  {
    title: 'the UPI form: an ID without a bank',
    schema: testGatewayUpiForm,
    input: { ...guest, vpa: 'asha', termsAccepted: true },
    en: {
      vpa: 'UPI ID must look like name@bank, e.g. success@razorpay',
    },
    mr: {
      vpa: 'यूपीआय आयडी name@bank असा असला पाहिजे, उदा. success@razorpay',
    },
    hi: {
      vpa: 'यूपीआई आईडी name@bank जैसी होनी चाहिए, जैसे success@razorpay',
    },
  },
  {
    title: 'the UPI form: no ID',
    schema: testGatewayUpiForm,
    input: { ...guest, vpa: '', termsAccepted: true },
    en: {
      vpa: 'UPI ID is required',
    },
    mr: {
      vpa: 'यूपीआय आयडी आवश्यक आहे',
    },
    hi: {
      vpa: 'यूपीआई आईडी ज़रूरी है',
    },
  },
  {
    title: 'the net banking form: no bank, no outcome',
    schema: testGatewayNetbankingForm,
    input: { ...guest, termsAccepted: true },
    en: {
      bank: 'Please choose your bank',
      bankOutcome: 'Please choose what the bank does',
    },
    mr: {
      bank: 'कृपया तुमची बँक निवडा',
      bankOutcome: 'कृपया बँक काय करेल ते निवडा',
    },
    hi: {
      bank: 'कृपया अपना बैंक चुनें',
      bankOutcome: 'कृपया चुनें कि बैंक क्या करेगा',
    },
  },
  {
    title: 'the wallet form: no wallet, no outcome',
    schema: testGatewayWalletForm,
    input: { ...guest, termsAccepted: true },
    en: {
      wallet: 'Please choose your wallet',
      walletOutcome: 'Please choose what the wallet does',
    },
    mr: {
      wallet: 'कृपया तुमचे वॉलेट निवडा',
      walletOutcome: 'कृपया वॉलेट काय करेल ते निवडा',
    },
    hi: {
      wallet: 'कृपया अपना वॉलेट चुनें',
      walletOutcome: 'कृपया चुनें कि वॉलेट क्या करेगा',
    },
  },
  {
    title: 'an order without a quote',
    schema: createOrder,
    input: { quoteId: '', customer: guest },
    en: {
      quoteId: 'Please price the stay first.',
    },
    mr: {
      quoteId: 'कृपया आधी मुक्कामाची किंमत पाहा.',
    },
    hi: {
      quoteId: 'कृपया पहले ठहरने की कीमत देखें।',
    },
  },
  {
    title: 'an order with a quote id no quote has',
    schema: createOrder,
    input: { quoteId: 'q'.repeat(101), customer: guest },
    en: {
      quoteId: 'We could not find that quote. Please price the stay again.',
    },
    mr: {
      quoteId: 'आम्हाला ती किंमत सापडली नाही. कृपया मुक्कामाची किंमत पुन्हा पाहा.',
    },
    hi: {
      quoteId: 'हमें वह कीमत नहीं मिली। कृपया ठहरने की कीमत फिर से देखें।',
    },
  },
];

describeLanguageCases(cases);
