import type { RiderWords } from './rider-words-shape';

export const hi: RiderWords = {
  askPickup: 'आपको कहाँ से लेना है?',
  askDropoff: 'आपको कहाँ जाना है?',
  askPickupTime: 'ड्राइवर कब आए? जैसे: कल रात 8 बजे।',
  askReturnTime: 'आप कब वापस आना चाहते हैं?',
  confirmPlace: (place) => `${place} — सही है?`,
  thatPlace: 'हाँ',
  pastTime: 'वह समय निकल चुका है। ड्राइवर कब आए?',
  outsideHours: (time) => `उस समय हम नहीं आ सकते। हम सबसे पहले ${time} को आ सकते हैं। ड्राइवर कब आए?`,
  offers: (trip) => `${trip} के लिए ये गाड़ियाँ हैं। आप कौन-सी लेना चाहेंगे?`,
  confirm: (vehicle, trip, fare) =>
    `${trip} के लिए ${vehicle} बुक करें? कुल ${fare}। पक्का करने के लिए हाँ लिखें, या कोई और गाड़ी चुनें।`,
  yes: 'हाँ, बुक करें',
  yesWords: ['हाँ', 'हां', 'जी हाँ', 'जी हां', 'ठीक है', 'बुक करें', 'haan', 'han', 'ha', 'ji haan', 'theek hai'],
  booked: (code, cashback) =>
    `बुक हो गया! आपका ट्रिप कोड ${code} है; सफ़र शुरू होने पर इसे ड्राइवर को दें। सफ़र के बाद आपको ${cashback} कैशबैक मिलेगा।`,
  noVehicles: 'माफ़ कीजिए, इस सफ़र के लिए कोई गाड़ी खाली नहीं है। क्या कोई और समय चलेगा?',
  trip: (route, when) => `${route}, ${when}`,
  vehicle: {
    hatchback: 'हैचबैक',
    sedan: 'सेडान',
    suv: 'एसयूवी',
    electric: 'इलेक्ट्रिक',
    luxury: 'लग्ज़री',
  },
  logInToChat: 'चैट से बुक करने के लिए कृपया लॉग इन करें।',
  writeMessage: 'कोई संदेश लिखें',
  tooLong: (max) => `यह संदेश बहुत लंबा है। कृपया इसे ${max} अक्षरों से छोटा रखें।`,
  failed: 'माफ़ कीजिए, हमारी ओर से कुछ गड़बड़ हो गई। कृपया अपना संदेश फिर से भेजें।',
  chooseByNumber: 'नंबर या नाम लिखकर जवाब दें।',
  textOnly: 'मैं सिर्फ़ लिखे हुए संदेश पढ़ सकता हूँ। कृपया लिखें कि आपको कहाँ से कहाँ और कब जाना है।',
};
