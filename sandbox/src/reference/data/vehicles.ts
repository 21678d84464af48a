// Registered vehicles the sandbox's GET /number knows (state number -> the fields of rules §3). Cars, an
// electric car or two, motorcycles, trucks, buses and trailers; one vehicle has a model outside the catalogue
// (model null, only the registry's text). AA6666OO is also on the underwriting blacklist (contracts/data).
import type { VehicleType } from '../../insurer';

export interface VehicleSeed {
  stateNumber: string;
  bodyNumber: string;
  autoType: VehicleType;
  maker: string;
  model: string | null;
  modelText: string;
  year: number;
  engineVolume: number | null;
  electricMotorPower: number | null;
  seatingCapacity: number | null;
  grossWeight: number | null;
  curbWeight: number | null;
}

export const VEHICLES: readonly VehicleSeed[] = [
  { stateNumber: 'AA1234AA', bodyNumber: 'WVWWU701ZUF022976', autoType: 'A', maker: 'Volkswagen', model: 'Golf', modelText: 'VOLKSWAGEN GOLF', year: 2016, engineVolume: 1598, electricMotorPower: null, seatingCapacity: 5, grossWeight: 1790, curbWeight: 1270 },
  { stateNumber: 'KA7777KA', bodyNumber: 'JTMMJD654RK807981', autoType: 'A', maker: 'Toyota', model: 'RAV4', modelText: 'TOYOTA RAV4', year: 2020, engineVolume: 1987, electricMotorPower: null, seatingCapacity: 5, grossWeight: 2110, curbWeight: 1590 },
  { stateNumber: 'BC4512HK', bodyNumber: 'TMBMYBJT2JU055678', autoType: 'A', maker: 'Skoda', model: 'Octavia', modelText: 'SKODA OCTAVIA', year: 2018, engineVolume: 1395, electricMotorPower: null, seatingCapacity: 5, grossWeight: 1860, curbWeight: 1285 },
  { stateNumber: 'AX0101XA', bodyNumber: 'VF13H4R7E4K040192', autoType: 'A', maker: 'Renault', model: 'Megane', modelText: 'RENAULT MEGANE', year: 2014, engineVolume: 1461, electricMotorPower: null, seatingCapacity: 5, grossWeight: 1780, curbWeight: 1280 },
  { stateNumber: 'BH3333CE', bodyNumber: 'Y6DLX1W3XXC209928', autoType: 'A', maker: 'ZAZ', model: 'Lanos', modelText: 'ZAZ LANOS T150', year: 2009, engineVolume: 1498, electricMotorPower: null, seatingCapacity: 5, grossWeight: 1520, curbWeight: 1100 },
  { stateNumber: 'AE5821IT', bodyNumber: 'XTAHPCAEMU9433640', autoType: 'A', maker: 'VAZ (Lada)', model: '2107', modelText: 'ВАЗ 2107', year: 2005, engineVolume: 1568, electricMotorPower: null, seatingCapacity: 5, grossWeight: 1460, curbWeight: 1060 },
  { stateNumber: 'AI9090MP', bodyNumber: 'KMH1R4FZU2X442035', autoType: 'A', maker: 'Hyundai', model: 'Tucson', modelText: 'HYUNDAI TUCSON', year: 2021, engineVolume: 1999, electricMotorPower: null, seatingCapacity: 5, grossWeight: 2170, curbWeight: 1560 },
  { stateNumber: 'KI2468BO', bodyNumber: 'KNAK94WD8WW108647', autoType: 'A', maker: 'Kia', model: 'Sportage', modelText: 'KIA SPORTAGE', year: 2019, engineVolume: 1591, electricMotorPower: null, seatingCapacity: 5, grossWeight: 2060, curbWeight: 1500 },
  { stateNumber: 'AP6200EX', bodyNumber: 'WF0Y5MESC6M750054', autoType: 'A', maker: 'Ford', model: 'Focus', modelText: 'FORD FOCUS', year: 2012, engineVolume: 1596, electricMotorPower: null, seatingCapacity: 5, grossWeight: 1825, curbWeight: 1305 },
  { stateNumber: 'BI1122AK', bodyNumber: 'W0L8A87XXUS522039', autoType: 'A', maker: 'Opel', model: 'Astra', modelText: 'OPEL ASTRA J', year: 2011, engineVolume: 1686, electricMotorPower: null, seatingCapacity: 5, grossWeight: 1870, curbWeight: 1393 },
  { stateNumber: 'AT0007TT', bodyNumber: '5YJXH0K06JC576279', autoType: 'A', maker: 'Tesla', model: 'Model 3', modelText: 'TESLA MODEL 3', year: 2021, engineVolume: null, electricMotorPower: 208, seatingCapacity: 5, grossWeight: 2232, curbWeight: 1847 },
  { stateNumber: 'BO8080OB', bodyNumber: 'SJNFBJFRH2J013080', autoType: 'A', maker: 'Nissan', model: 'Leaf', modelText: 'NISSAN LEAF', year: 2018, engineVolume: null, electricMotorPower: 110, seatingCapacity: 5, grossWeight: 1995, curbWeight: 1535 },
  { stateNumber: 'AC3412CA', bodyNumber: 'WBA5C0G2LNV467643', autoType: 'A', maker: 'BMW', model: '5 Series', modelText: 'BMW 520D', year: 2017, engineVolume: 1995, electricMotorPower: null, seatingCapacity: 5, grossWeight: 2270, curbWeight: 1640 },
  { stateNumber: 'BK9911KB', bodyNumber: 'WDDW37NBC6V588880', autoType: 'A', maker: 'Mercedes-Benz', model: 'E-Class', modelText: 'MERCEDES-BENZ E 220', year: 2015, engineVolume: 2143, electricMotorPower: null, seatingCapacity: 5, grossWeight: 2300, curbWeight: 1680 },
  { stateNumber: 'AM4545MA', bodyNumber: 'WAUPPBSZX4Z608531', autoType: 'A', maker: 'Audi', model: 'A6', modelText: 'AUDI A6', year: 2016, engineVolume: 1968, electricMotorPower: null, seatingCapacity: 5, grossWeight: 2280, curbWeight: 1715 },
  { stateNumber: 'AB1010BA', bodyNumber: 'JMZFAG0CFZE101873', autoType: 'A', maker: 'Mazda', model: 'CX-5', modelText: 'MAZDA CX-5', year: 2019, engineVolume: 2488, electricMotorPower: null, seatingCapacity: 5, grossWeight: 2145, curbWeight: 1580 },
  { stateNumber: 'BX7007XB', bodyNumber: 'SHHNZNX4YPA003517', autoType: 'A', maker: 'Honda', model: 'Civic', modelText: 'HONDA CIVIC', year: 2008, engineVolume: 1799, electricMotorPower: null, seatingCapacity: 5, grossWeight: 1690, curbWeight: 1250 },
  { stateNumber: 'CA2121AC', bodyNumber: 'LGXZNDKP0FY848161', autoType: 'A', maker: 'BYD', model: 'Atto 3', modelText: 'BYD ATTO 3', year: 2023, engineVolume: null, electricMotorPower: 150, seatingCapacity: 5, grossWeight: 2090, curbWeight: 1680 },
  { stateNumber: 'CB5555BC', bodyNumber: 'UU19U1LW08C053316', autoType: 'A', maker: 'Dacia', model: 'Logan', modelText: 'DACIA LOGAN', year: 2013, engineVolume: 1149, electricMotorPower: null, seatingCapacity: 5, grossWeight: 1545, curbWeight: 1040 },
  { stateNumber: 'CE0909EC', bodyNumber: 'JMBFJVRHSSD678088', autoType: 'A', maker: 'Mitsubishi', model: 'Outlander', modelText: 'MITSUBISHI OUTLANDER', year: 2014, engineVolume: 2360, electricMotorPower: null, seatingCapacity: 7, grossWeight: 2210, curbWeight: 1530 },
  { stateNumber: 'KX6543HA', bodyNumber: 'XW81YND6X9J649860', autoType: 'A', maker: 'Volkswagen', model: null, modelText: 'VOLKSWAGEN POLO SEDAN TSI CUSTOM', year: 2011, engineVolume: 1390, electricMotorPower: null, seatingCapacity: 5, grossWeight: 1680, curbWeight: 1240 },
  { stateNumber: 'AA0202PP', bodyNumber: 'VF3Y8BFXD7J656521', autoType: 'A', maker: 'Peugeot', model: '308', modelText: 'PEUGEOT 308', year: 2015, engineVolume: 1560, electricMotorPower: null, seatingCapacity: 5, grossWeight: 1770, curbWeight: 1230 },
  { stateNumber: 'AA1234BB', bodyNumber: 'JYAXWX1078E919183', autoType: 'B', maker: 'Yamaha', model: 'MT-07', modelText: 'YAMAHA MT-07', year: 2019, engineVolume: 689, electricMotorPower: null, seatingCapacity: 2, grossWeight: 370, curbWeight: 184 },
  { stateNumber: 'BC0001MO', bodyNumber: 'JH2JAKU7LML430427', autoType: 'B', maker: 'Honda', model: 'Africa Twin', modelText: 'HONDA CRF1100L AFRICA TWIN', year: 2020, engineVolume: 1084, electricMotorPower: null, seatingCapacity: 2, grossWeight: 435, curbWeight: 226 },
  { stateNumber: 'AX7788TB', bodyNumber: 'LXY26GKKJ4G292386', autoType: 'B', maker: 'Viper', model: 'ZS125J', modelText: 'VIPER ZS125J', year: 2015, engineVolume: 124, electricMotorPower: null, seatingCapacity: 2, grossWeight: 280, curbWeight: 115 },
  { stateNumber: 'KA4400XT', bodyNumber: 'YV2NW8JZE2V081188', autoType: 'C', maker: 'Volvo', model: 'FH', modelText: 'VOLVO FH 460', year: 2018, engineVolume: 12777, electricMotorPower: null, seatingCapacity: 2, grossWeight: 18000, curbWeight: 7900 },
  { stateNumber: 'BH1200PT', bodyNumber: 'XLRD9MYWMMR198053', autoType: 'C', maker: 'DAF', model: 'XF', modelText: 'DAF XF 480', year: 2017, engineVolume: 12902, electricMotorPower: null, seatingCapacity: 2, grossWeight: 19000, curbWeight: 7600 },
  { stateNumber: 'AE7733CM', bodyNumber: 'WMAG1MX15X7948103', autoType: 'C', maker: 'MAN', model: 'TGX', modelText: 'MAN TGX 18.440', year: 2016, engineVolume: 12419, electricMotorPower: null, seatingCapacity: 2, grossWeight: 18000, curbWeight: 7800 },
  { stateNumber: 'AI3030TM', bodyNumber: 'WDBLNC2S553803972', autoType: 'C', maker: 'Mercedes-Benz', model: 'Sprinter', modelText: 'MERCEDES-BENZ SPRINTER 313 CDI', year: 2014, engineVolume: 2143, electricMotorPower: null, seatingCapacity: 3, grossWeight: 3500, curbWeight: 2130 },
  { stateNumber: 'AA5050AB', bodyNumber: 'Y7B6SSPAY0P678145', autoType: 'E', maker: 'Bogdan', model: 'A092', modelText: 'БОГДАН А09202', year: 2012, engineVolume: 4570, electricMotorPower: null, seatingCapacity: 36, grossWeight: 7500, curbWeight: 5200 },
  { stateNumber: 'BC7272BE', bodyNumber: 'Y7F5KC784ZD339996', autoType: 'E', maker: 'Etalon', model: 'A081', modelText: 'ЕТАЛОН А08116', year: 2016, engineVolume: 3907, electricMotorPower: null, seatingCapacity: 39, grossWeight: 7490, curbWeight: 5330 },
  { stateNumber: 'AX2000EA', bodyNumber: 'WKKMJMDW19P097398', autoType: 'E', maker: 'Setra', model: 'S 515 HD', modelText: 'SETRA S 515 HD', year: 2015, engineVolume: 10677, electricMotorPower: null, seatingCapacity: 53, grossWeight: 18000, curbWeight: 13200 },
  { stateNumber: 'AA1111XT', bodyNumber: 'WKEVPTFF8KR299664', autoType: 'F', maker: 'Krone', model: 'SD Profi Liner', modelText: 'KRONE SD', year: 2015, engineVolume: null, electricMotorPower: null, seatingCapacity: null, grossWeight: 39000, curbWeight: 6800 },
  { stateNumber: 'BC2222XT', bodyNumber: 'WSMU5MGSCSR113220', autoType: 'F', maker: 'Schmitz Cargobull', model: 'S.CS', modelText: 'SCHMITZ CARGOBULL S01', year: 2017, engineVolume: null, electricMotorPower: null, seatingCapacity: null, grossWeight: 39000, curbWeight: 6900 },
  { stateNumber: 'KA3333XT', bodyNumber: 'Y8DG4AH7P4R772987', autoType: 'F', maker: 'Kredo', model: 'PT 200', modelText: 'КРЕДО ПТ200', year: 2020, engineVolume: null, electricMotorPower: null, seatingCapacity: null, grossWeight: 750, curbWeight: 180 },
  { stateNumber: 'AA6666OO', bodyNumber: 'WVWZZZ3CZEE123456', autoType: 'A', maker: 'Volkswagen', model: 'Passat', modelText: 'VOLKSWAGEN PASSAT', year: 2014, engineVolume: 1968, electricMotorPower: null, seatingCapacity: 5, grossWeight: 2050, curbWeight: 1505 },
];
