// The regions of Ukraine (24 oblasts, the Autonomous Republic of Crimea and the two cities with special status).
// Ids are the first two digits of the region's KOATUU code, so place ids (region id x 1000 + n) stay stable.
export interface Region {
  id: number;
  uk: string;
  en: string;
}

export const REGIONS: readonly Region[] = [
  { id: 1, uk: 'Автономна Республіка Крим', en: 'Autonomous Republic of Crimea' },
  { id: 5, uk: 'Вінницька обл.', en: 'Vinnytsia Oblast' },
  { id: 7, uk: 'Волинська обл.', en: 'Volyn Oblast' },
  { id: 12, uk: 'Дніпропетровська обл.', en: 'Dnipropetrovsk Oblast' },
  { id: 14, uk: 'Донецька обл.', en: 'Donetsk Oblast' },
  { id: 18, uk: 'Житомирська обл.', en: 'Zhytomyr Oblast' },
  { id: 21, uk: 'Закарпатська обл.', en: 'Zakarpattia Oblast' },
  { id: 23, uk: 'Запорізька обл.', en: 'Zaporizhzhia Oblast' },
  { id: 26, uk: 'Івано-Франківська обл.', en: 'Ivano-Frankivsk Oblast' },
  { id: 32, uk: 'Київська обл.', en: 'Kyiv Oblast' },
  { id: 35, uk: 'Кіровоградська обл.', en: 'Kirovohrad Oblast' },
  { id: 44, uk: 'Луганська обл.', en: 'Luhansk Oblast' },
  { id: 46, uk: 'Львівська обл.', en: 'Lviv Oblast' },
  { id: 48, uk: 'Миколаївська обл.', en: 'Mykolaiv Oblast' },
  { id: 51, uk: 'Одеська обл.', en: 'Odesa Oblast' },
  { id: 53, uk: 'Полтавська обл.', en: 'Poltava Oblast' },
  { id: 56, uk: 'Рівненська обл.', en: 'Rivne Oblast' },
  { id: 59, uk: 'Сумська обл.', en: 'Sumy Oblast' },
  { id: 61, uk: 'Тернопільська обл.', en: 'Ternopil Oblast' },
  { id: 63, uk: 'Харківська обл.', en: 'Kharkiv Oblast' },
  { id: 65, uk: 'Херсонська обл.', en: 'Kherson Oblast' },
  { id: 68, uk: 'Хмельницька обл.', en: 'Khmelnytskyi Oblast' },
  { id: 71, uk: 'Черкаська обл.', en: 'Cherkasy Oblast' },
  { id: 73, uk: 'Чернівецька обл.', en: 'Chernivtsi Oblast' },
  { id: 74, uk: 'Чернігівська обл.', en: 'Chernihiv Oblast' },
  { id: 80, uk: 'м. Київ', en: 'Kyiv City' },
  { id: 85, uk: 'м. Севастополь', en: 'Sevastopol City' },
];
