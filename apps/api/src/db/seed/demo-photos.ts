import sharp from 'sharp';
import type { MediaStorage } from '../../media/media-storage.js';
import { type StoredPhoto, storePhoto } from '../../media/photo-renditions.js';

/**
 * Illustrations of the demo lots: a drawn silhouette of the lot's own kind of goods (a car, a fridge, a
 * sofa…) on a plain room or yard backdrop, rendered to an image by sharp and labelled "Foto ilustrativa"
 * on the picture itself. The project ships them (no download, no stock photos), so nothing in the demo
 * pretends to show the real goods.
 */
export const photoVariants = 3;

interface Paint {
  /** The object's own colour (a car's body, a sofa's fabric): changes from one variant to the next. */
  main: string;
  dark: string;
  metal: string;
  glass: string;
  wood: string;
  white: string;
}

const wheel = (x: number, y: number, r: number) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="#1f2328"/><circle cx="${x}" cy="${y}" r="${Math.round(r * 0.48)}" fill="#b8bec7"/><circle cx="${x}" cy="${y}" r="${Math.round(r * 0.14)}" fill="#5b6169"/>`;
const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}" ${extra}/>`;
const repeat = (count: number, draw: (index: number) => string) =>
  Array.from({ length: count }, (_, index) => draw(index)).join('');

/** Every kind of goods the demo lots illustrate: its label (pt-BR) and its drawing on a 1200×900 canvas. */
const kinds = {
  car: {
    label: 'carro',
    draw: (p: Paint) =>
      `<path d="M190 610 L190 530 Q195 485 260 478 L430 462 L520 385 Q540 370 575 370 L770 370 Q805 370 830 395 L905 462 L990 478 Q1035 488 1035 530 L1035 610 Z" fill="${p.main}"/>
      <path d="M548 395 L650 395 L650 458 L470 458 Z" fill="${p.glass}"/><path d="M670 395 L768 395 Q790 395 805 410 L850 458 L670 458 Z" fill="${p.glass}"/>
      ${rect(655, 470, 6, 120, p.dark, 0, 'opacity="0.4"')}${rect(1000, 500, 35, 22, '#ffd35c', 6)}${rect(190, 505, 25, 22, '#e0482f', 6)}
      ${wheel(330, 615, 72)}${wheel(880, 615, 72)}`,
  },
  pickup: {
    label: 'picape',
    draw: (p: Paint) =>
      `${rect(170, 480, 420, 130, p.main, 12)}${rect(170, 468, 420, 20, p.dark, 6, 'opacity="0.5"')}
      <path d="M570 610 L570 395 Q570 375 592 375 L760 375 L842 468 L1000 486 Q1035 494 1035 540 L1035 610 Z" fill="${p.main}"/>
      <path d="M598 400 L748 400 L815 466 L598 466 Z" fill="${p.glass}"/>${rect(1000, 510, 35, 22, '#ffd35c', 6)}
      ${wheel(330, 615, 72)}${wheel(880, 615, 72)}`,
  },
  van: {
    label: 'utilitário',
    draw: (p: Paint) =>
      `<path d="M180 610 L180 400 Q180 360 222 360 L760 360 Q800 360 828 398 L900 482 L1005 500 Q1035 506 1035 546 L1035 610 Z" fill="${p.main}"/>
      <path d="M772 390 Q800 392 818 412 L872 480 L772 480 Z" fill="${p.glass}"/>${repeat(3, (i) => rect(230 + i * 175, 395, 150, 85, p.glass, 10))}
      ${rect(1000, 520, 35, 22, '#ffd35c', 6)}${wheel(330, 615, 72)}${wheel(880, 615, 72)}`,
  },
  truck: {
    label: 'caminhão',
    draw: (p: Paint) =>
      `${rect(120, 250, 610, 350, p.white, 10, `stroke="${p.dark}" stroke-width="6"`)}${repeat(5, (i) => rect(160 + i * 115, 280, 8, 290, p.metal))}
      <path d="M745 600 L745 330 Q745 300 775 300 L905 300 Q950 300 968 355 L1008 468 Q1042 478 1042 520 L1042 600 Z" fill="${p.main}"/>
      <path d="M782 330 L900 330 Q928 330 942 370 L962 440 L782 440 Z" fill="${p.glass}"/>
      ${rect(120, 598, 922, 30, p.dark)}${wheel(250, 640, 60)}${wheel(400, 640, 60)}${wheel(880, 640, 60)}`,
  },
  bus: {
    label: 'ônibus',
    draw: (p: Paint) =>
      `${rect(130, 290, 940, 320, p.main, 36)}${repeat(6, (i) => rect(170 + i * 125, 325, 105, 120, p.glass, 8))}
      ${rect(935, 325, 95, 250, p.glass, 8)}${rect(130, 470, 940, 18, p.white, 0, 'opacity="0.7"')}
      ${wheel(300, 620, 66)}${wheel(860, 620, 66)}`,
  },
  tractor: {
    label: 'trator',
    draw: (p: Paint) =>
      `${rect(470, 430, 470, 130, p.main, 18)}${rect(300, 230, 250, 250, p.main, 14)}${rect(330, 260, 190, 150, p.glass, 8)}
      ${rect(800, 320, 24, 120, p.dark)}<path d="M940 470 L1050 520 L1050 560 L940 560 Z" fill="${p.dark}"/>
      <circle cx="380" cy="560" r="150" fill="#1f2328"/><circle cx="380" cy="560" r="75" fill="${p.main}"/><circle cx="380" cy="560" r="22" fill="#1f2328"/>
      ${wheel(860, 625, 80)}`,
  },
  phone: {
    label: 'celular',
    draw: (p: Paint) =>
      `${rect(465, 130, 270, 620, p.dark, 44)}${rect(485, 195, 230, 500, p.glass, 10)}
      <circle cx="600" cy="165" r="9" fill="#5b6169"/>${rect(560, 715, 80, 10, '#5b6169', 5)}
      ${repeat(4, (i) => rect(510 + (i % 2) * 105, 230 + Math.floor(i / 2) * 110, 80, 80, p.main, 18))}`,
  },
  tablet: {
    label: 'tablet',
    draw: (p: Paint) =>
      `${rect(290, 190, 620, 500, p.dark, 36)}${rect(325, 225, 550, 430, p.glass, 8)}
      ${repeat(6, (i) => rect(370 + (i % 3) * 160, 265 + Math.floor(i / 3) * 170, 120, 120, p.main, 22))}`,
  },
  deskphone: {
    label: 'telefone',
    draw: (p: Paint) =>
      `<path d="M320 640 L880 640 L820 400 L380 400 Z" fill="${p.dark}"/>
      <path d="M360 380 Q340 300 420 292 L560 292 Q640 300 620 380 L580 380 L560 350 L420 350 L400 380 Z" fill="${p.dark}"/>
      ${rect(600, 430, 190, 70, p.glass, 6)}${repeat(12, (i) => rect(620 + (i % 3) * 60, 520 + Math.floor(i / 3) * 28, 45, 20, p.metal, 4))}
      ${rect(410, 440, 160, 170, p.main, 10, 'opacity="0.8"')}`,
  },
  notebook: {
    label: 'notebook',
    draw: (p: Paint) =>
      `${rect(330, 190, 540, 370, p.dark, 18)}${rect(356, 215, 488, 320, p.glass, 6)}
      ${rect(400, 260, 200, 18, p.white, 6, 'opacity="0.7"')}${rect(400, 300, 300, 14, p.white, 6, 'opacity="0.5"')}
      <path d="M240 560 L960 560 L1010 625 L190 625 Z" fill="${p.metal}"/>${rect(530, 578, 140, 30, '#a9afb8', 6)}`,
  },
  monitor: {
    label: 'computador',
    draw: (p: Paint) =>
      `${rect(250, 160, 700, 430, p.dark, 16)}${rect(275, 185, 650, 380, p.glass, 6)}
      ${rect(315, 230, 260, 22, p.white, 8, 'opacity="0.7"')}${rect(315, 280, 400, 16, p.white, 8, 'opacity="0.5"')}
      ${rect(570, 590, 60, 80, p.dark)}<ellipse cx="600" cy="680" rx="150" ry="22" fill="${p.dark}"/>
      ${rect(1000, 300, 120, 380, p.main, 10)}<circle cx="1060" cy="350" r="12" fill="#7ee081"/>`,
  },
  printer: {
    label: 'impressora',
    draw: (p: Paint) =>
      `<path d="M390 380 L450 230 L750 230 L810 380 Z" fill="${p.white}" stroke="${p.metal}" stroke-width="6"/>
      ${rect(290, 370, 620, 270, p.metal, 26)}${rect(380, 470, 440, 22, p.dark)}${rect(400, 560, 400, 50, p.white, 4)}
      ${rect(760, 395, 110, 45, p.main, 8)}<circle cx="330" cy="410" r="12" fill="#7ee081"/>`,
  },
  switch: {
    label: 'equipamento de rede',
    draw: (p: Paint) =>
      `${rect(180, 300, 840, 130, p.dark, 10)}${rect(180, 460, 840, 130, p.dark, 10)}
      ${repeat(24, (i) => rect(260 + (i % 12) * 55, 330 + Math.floor(i / 12) * 45, 40, 32, p.metal, 3))}
      ${repeat(24, (i) => rect(260 + (i % 12) * 55, 490 + Math.floor(i / 12) * 45, 40, 32, p.metal, 3))}
      ${repeat(4, (i) => `<circle cx="${210 + (i % 2) * 22}" cy="${345 + Math.floor(i / 2) * 160}" r="7" fill="#7ee081"/>`)}
      ${rect(920, 330, 70, 70, p.main, 8)}${rect(920, 490, 70, 70, p.main, 8)}`,
  },
  fridge: {
    label: 'geladeira',
    draw: (p: Paint) =>
      `${rect(420, 110, 360, 640, p.metal, 26)}${rect(420, 340, 360, 8, '#8a919b')}
      ${rect(730, 170, 18, 120, p.dark, 9)}${rect(730, 390, 18, 200, p.dark, 9)}${rect(450, 140, 90, 24, p.main, 8)}
      ${rect(440, 745, 40, 10, p.dark)}${rect(720, 745, 40, 10, p.dark)}`,
  },
  freezer: {
    label: 'freezer',
    draw: (p: Paint) =>
      `${rect(230, 380, 740, 330, p.white, 22, `stroke="${p.metal}" stroke-width="8"`)}${rect(230, 380, 740, 60, p.metal, 22)}
      ${rect(596, 380, 8, 60, p.dark)}${rect(380, 455, 80, 16, p.dark, 8)}${rect(740, 455, 80, 16, p.dark, 8)}
      ${rect(280, 640, 120, 30, p.main, 6)}`,
  },
  aircon: {
    label: 'ar-condicionado',
    draw: (p: Paint) =>
      `${rect(240, 180, 720, 190, p.white, 40, `stroke="${p.metal}" stroke-width="6"`)}${repeat(3, (i) => rect(300, 300 + i * 18, 600, 6, p.metal, 3))}
      <circle cx="900" cy="230" r="10" fill="${p.main}"/>
      ${rect(420, 470, 360, 250, p.metal, 14)}<circle cx="560" cy="595" r="95" fill="#8a919b"/><circle cx="560" cy="595" r="20" fill="${p.dark}"/>
      ${repeat(5, (i) => rect(690, 520 + i * 35, 60, 10, '#8a919b', 4))}`,
  },
  washer: {
    label: 'máquina de lavar',
    draw: (p: Paint) =>
      `${rect(400, 170, 400, 580, p.white, 26, `stroke="${p.metal}" stroke-width="8"`)}${rect(400, 170, 400, 100, p.metal, 26)}
      ${rect(440, 200, 140, 40, p.dark, 8)}<circle cx="720" cy="220" r="24" fill="${p.main}"/>
      <circle cx="600" cy="500" r="160" fill="${p.metal}"/><circle cx="600" cy="500" r="118" fill="${p.glass}"/>`,
  },
  microwave: {
    label: 'micro-ondas',
    draw: (p: Paint) =>
      `${rect(240, 290, 720, 360, p.main, 24)}${rect(280, 330, 460, 280, p.dark, 14)}${rect(300, 350, 420, 240, p.glass, 8, 'opacity="0.8"')}
      ${rect(780, 340, 140, 50, p.dark, 6)}${repeat(6, (i) => rect(790 + (i % 2) * 65, 420 + Math.floor(i / 2) * 50, 50, 34, p.metal, 6))}`,
  },
  stove: {
    label: 'fogão',
    draw: (p: Paint) =>
      `${rect(240, 400, 720, 320, p.metal, 10)}${rect(240, 370, 720, 40, p.dark, 6)}
      ${repeat(4, (i) => `<ellipse cx="${340 + i * 175}" cy="365" rx="70" ry="18" fill="${p.dark}"/><ellipse cx="${340 + i * 175}" cy="355" rx="40" ry="10" fill="${p.main}"/>`)}
      ${repeat(6, (i) => `<circle cx="${320 + i * 112}" cy="445" r="16" fill="${p.dark}"/>`)}
      ${rect(300, 500, 600, 190, '#8a919b', 10)}${rect(340, 520, 520, 24, p.dark, 10)}`,
  },
  combioven: {
    label: 'forno profissional',
    draw: (p: Paint) =>
      `${rect(320, 150, 560, 560, p.metal, 18)}${rect(360, 200, 380, 460, p.dark, 20)}${rect(390, 230, 320, 400, p.glass, 14, 'opacity="0.7"')}
      ${repeat(4, (i) => rect(400, 300 + i * 80, 300, 8, p.metal))}${rect(760, 210, 90, 150, p.dark, 10)}<circle cx="805" cy="430" r="32" fill="${p.main}"/>
      ${rect(350, 710, 30, 40, p.dark)}${rect(820, 710, 30, 40, p.dark)}`,
  },
  coffee: {
    label: 'máquina de café',
    draw: (p: Paint) =>
      `${rect(280, 200, 640, 560, p.main, 22)}${rect(330, 470, 540, 250, p.dark, 10, 'opacity="0.35"')}${rect(280, 170, 640, 40, p.metal, 10)}
      ${rect(330, 240, 540, 70, p.dark, 8)}${repeat(3, (i) => `<circle cx="${420 + i * 180}" cy="380" r="34" fill="${p.metal}"/>`)}
      ${repeat(2, (i) => `${rect(420 + i * 250, 470, 110, 50, p.metal, 8)}${rect(500 + i * 250, 495, 130, 18, p.dark, 9)}${rect(440 + i * 250, 620, 70, 80, p.white, 10)}`)}
      ${rect(320, 700, 560, 24, p.metal, 4)}${rect(890, 420, 16, 200, p.metal, 8)}`,
  },
  dining: {
    label: 'mesa com cadeiras',
    draw: (p: Paint) =>
      `${rect(360, 420, 480, 32, p.wood, 6)}${rect(390, 452, 24, 250, p.wood)}${rect(786, 452, 24, 250, p.wood)}
      ${rect(200, 330, 26, 370, p.main, 6)}${rect(200, 500, 160, 28, p.main, 6)}${rect(334, 528, 22, 172, p.main)}
      ${rect(974, 330, 26, 370, p.main, 6)}${rect(840, 500, 160, 28, p.main, 6)}${rect(844, 528, 22, 172, p.main)}
      ${rect(540, 360, 120, 60, p.white, 30)}`,
  },
  chair: {
    label: 'cadeira',
    draw: (p: Paint) =>
      `${rect(495, 200, 210, 270, p.main, 40)}${rect(585, 440, 30, 60, p.dark)}${rect(460, 480, 280, 48, p.main, 22)}
      ${rect(430, 420, 30, 90, p.dark, 10)}${rect(740, 420, 30, 90, p.dark, 10)}${rect(588, 528, 24, 110, p.metal)}
      <path d="M600 640 L440 690 M600 640 L760 690 M600 640 L520 710 M600 640 L680 710" stroke="${p.dark}" stroke-width="18" stroke-linecap="round"/>
      ${[440, 760, 520, 680].map((x, i) => `<circle cx="${x}" cy="${i < 2 ? 705 : 725}" r="16" fill="#1f2328"/>`).join('')}`,
  },
  desk: {
    label: 'mesa de escritório',
    draw: (p: Paint) =>
      `${rect(180, 400, 840, 34, p.wood, 6)}${rect(210, 434, 220, 280, p.main, 6)}${repeat(3, (i) => `${rect(225, 450 + i * 88, 190, 74, p.white, 6, 'opacity="0.25"')}${rect(295, 480 + i * 88, 50, 10, p.dark, 5)}`)}
      ${rect(960, 434, 26, 280, p.metal)}${rect(700, 434, 26, 280, p.metal)}
      ${rect(560, 290, 200, 110, p.dark, 8)}${rect(570, 300, 180, 86, p.glass, 4)}`,
  },
  cabinet: {
    label: 'armário',
    draw: (p: Paint) =>
      `${rect(370, 130, 460, 610, p.main, 10)}${rect(598, 130, 4, 610, p.dark, 0, 'opacity="0.5"')}
      ${rect(395, 155, 190, 560, p.white, 6, 'opacity="0.15"')}${rect(615, 155, 190, 560, p.white, 6, 'opacity="0.15"')}
      ${rect(565, 400, 12, 90, p.dark, 6)}${rect(623, 400, 12, 90, p.dark, 6)}${rect(380, 740, 30, 14, p.dark)}${rect(790, 740, 30, 14, p.dark)}`,
  },
  tvrack: {
    label: 'rack com TV',
    draw: (p: Paint) =>
      `${rect(200, 560, 800, 150, p.wood, 10)}${repeat(3, (i) => `${rect(225 + i * 260, 585, 230, 100, p.white, 6, 'opacity="0.2"')}${rect(320 + i * 260, 630, 40, 8, p.dark, 4)}`)}
      ${rect(340, 220, 520, 300, p.dark, 12)}${rect(355, 235, 490, 270, p.glass, 6)}${rect(570, 520, 60, 40, p.dark)}
      ${rect(900, 400, 40, 160, p.main, 8)}`,
  },
  sofa: {
    label: 'sofá',
    draw: (p: Paint) =>
      `${rect(250, 350, 700, 170, p.main, 40)}${rect(230, 480, 740, 140, p.main, 30)}
      ${rect(190, 420, 110, 220, p.main, 36)}${rect(900, 420, 110, 220, p.main, 36)}
      ${rect(300, 470, 296, 70, p.white, 24, 'opacity="0.18"')}${rect(604, 470, 296, 70, p.white, 24, 'opacity="0.18"')}
      ${rect(240, 640, 24, 40, p.dark)}${rect(936, 640, 24, 40, p.dark)}`,
  },
  bed: {
    label: 'cama',
    draw: (p: Paint) =>
      `${rect(190, 250, 110, 440, p.wood, 14)}${rect(290, 470, 720, 100, p.white, 24)}${rect(290, 560, 720, 100, p.main, 10)}
      <ellipse cx="390" cy="455" rx="85" ry="32" fill="${p.white}" stroke="${p.metal}" stroke-width="4"/>
      ${rect(560, 460, 450, 60, p.main, 24, 'opacity="0.6"')}${rect(300, 660, 26, 40, p.dark)}${rect(975, 660, 26, 40, p.dark)}`,
  },
  compressor: {
    label: 'compressor',
    draw: (p: Paint) =>
      `${rect(240, 440, 640, 200, p.main, 100)}${rect(380, 300, 200, 140, p.dark, 12)}${rect(600, 330, 140, 110, p.metal, 10)}
      <circle cx="800" cy="370" r="52" fill="${p.metal}" stroke="${p.dark}" stroke-width="10"/><circle cx="330" cy="430" r="26" fill="${p.white}" stroke="${p.dark}" stroke-width="6"/>
      ${wheel(330, 680, 42)}${wheel(800, 680, 42)}`,
  },
  generator: {
    label: 'gerador',
    draw: (p: Paint) =>
      `${rect(210, 280, 780, 380, p.main, 16)}${repeat(8, (i) => rect(260, 330 + i * 34, 300, 14, p.dark, 6, 'opacity="0.5"'))}
      ${rect(640, 330, 300, 170, p.dark, 10)}${rect(665, 355, 120, 70, p.glass, 4)}${repeat(3, (i) => `<circle cx="${825 + i * 40}" cy="390" r="14" fill="${i === 0 ? '#7ee081' : p.metal}"/>`)}
      ${rect(810, 220, 40, 60, p.dark)}${rect(190, 660, 820, 40, p.dark, 6)}`,
  },
  forklift: {
    label: 'empilhadeira',
    draw: (p: Paint) =>
      `${rect(320, 170, 34, 500, p.dark)}${rect(364, 170, 20, 500, p.dark)}${rect(200, 630, 180, 22, p.dark)}${rect(220, 540, 160, 22, p.dark, 0, 'opacity="0.6"')}
      <path d="M430 260 L800 260 L800 280 L450 280 L450 470 L430 470 Z" fill="${p.dark}"/>${rect(780, 260, 20, 210, p.dark)}
      ${rect(420, 460, 520, 190, p.main, 18)}${rect(860, 400, 120, 250, p.main, 20)}${rect(560, 380, 130, 90, p.dark, 12)}
      ${wheel(520, 660, 70)}${wheel(860, 660, 70)}`,
  },
  sewing: {
    label: 'máquina de costura',
    draw: (p: Paint) =>
      `${rect(160, 470, 880, 34, p.wood, 6)}${rect(200, 504, 30, 220, p.metal)}${rect(970, 504, 30, 220, p.metal)}${rect(700, 520, 200, 110, p.dark, 10)}
      <path d="M820 470 L820 270 Q820 235 785 235 L400 235 Q360 235 360 275 L360 350 L420 350 L420 300 L760 300 L760 470 Z" fill="${p.main}"/>
      ${rect(370, 350, 14, 80, p.metal)}${rect(320, 430, 520, 40, p.main, 8)}<circle cx="860" cy="330" r="55" fill="${p.dark}"/>`,
  },
  lathe: {
    label: 'torno',
    draw: (p: Paint) =>
      `${rect(180, 400, 860, 60, p.main, 6)}${rect(180, 250, 230, 160, p.main, 12)}${rect(840, 310, 130, 100, p.main, 10)}
      <circle cx="460" cy="330" r="62" fill="${p.metal}" stroke="${p.dark}" stroke-width="10"/>${rect(520, 320, 320, 20, p.metal)}
      ${rect(600, 350, 140, 50, p.dark, 6)}${rect(200, 460, 240, 250, p.dark, 8)}${rect(800, 460, 200, 250, p.dark, 8)}
      ${repeat(3, (i) => `<circle cx="${230 + i * 50}" cy="300" r="14" fill="${p.white}"/>`)}`,
  },
  tiles: {
    label: 'porcelanato',
    draw: (p: Paint) =>
      `${repeat(5, (i) => `<path d="M${260 + i * 8} ${660 - i * 46} L${860 + i * 8} ${660 - i * 46} L${940 + i * 8} ${620 - i * 46} L${340 + i * 8} ${620 - i * 46} Z" fill="${i % 2 ? p.white : p.metal}" stroke="${p.dark}" stroke-width="3"/>${rect(260 + i * 8, 660 - i * 46, 600, 40, p.main, 0, 'opacity="0.85"')}`)}
      ${rect(960, 250, 160, 460, p.white, 4, `stroke="${p.metal}" stroke-width="6"`)}<path d="M980 300 Q1040 380 1000 460 T1090 640" stroke="${p.metal}" stroke-width="6" fill="none"/>`,
  },
  mixer: {
    label: 'betoneira',
    draw: (p: Paint) =>
      `<path d="M380 700 L560 480 L740 700" stroke="${p.dark}" stroke-width="22" fill="none"/>
      <g transform="rotate(-28 600 400)"><path d="M420 300 L780 300 L860 540 L340 540 Z" fill="${p.main}"/><ellipse cx="600" cy="300" rx="180" ry="40" fill="${p.dark}"/>
      ${repeat(3, (i) => rect(380 + i * 10, 360 + i * 60, 440 - i * 20 + i * 40, 12, p.dark, 6, 'opacity="0.4"'))}</g>
      ${rect(780, 470, 140, 120, p.metal, 10)}${wheel(740, 690, 48)}`,
  },
  scaffold: {
    label: 'andaime',
    draw: (p: Paint) =>
      `<g stroke="${p.main}" stroke-width="18" stroke-linecap="round" fill="none">
      ${[300, 600, 900].map((x) => `<path d="M${x} 130 L${x} 720"/>`).join('')}
      ${[150, 340, 530, 720].map((y) => `<path d="M300 ${y} L900 ${y}"/>`).join('')}
      <path d="M300 720 L600 530 L900 720 M300 530 L600 340 L900 530 M300 340 L600 150 L900 340"/></g>
      ${rect(290, 515, 320, 24, p.wood)}${rect(590, 325, 320, 24, p.wood)}`,
  },
  door: {
    label: 'porta',
    draw: (p: Paint) =>
      `${rect(400, 110, 400, 640, p.dark)}${rect(425, 130, 350, 620, p.wood)}
      ${rect(465, 170, 270, 220, p.white, 6, 'opacity="0.2"')}${rect(465, 430, 270, 280, p.white, 6, 'opacity="0.2"')}
      <circle cx="730" cy="430" r="16" fill="${p.metal}"/>${rect(860, 200, 120, 550, p.wood, 4, 'opacity="0.7"')}`,
  },
  toilet: {
    label: 'louça sanitária',
    draw: (p: Paint) =>
      `${rect(650, 210, 180, 240, p.white, 18, `stroke="${p.metal}" stroke-width="6"`)}${rect(700, 230, 60, 14, p.metal, 7)}
      <path d="M330 450 L840 450 L840 480 Q820 610 690 630 L680 720 L490 720 L480 630 Q350 600 330 480 Z" fill="${p.white}" stroke="${p.metal}" stroke-width="6"/>
      ${rect(320, 430, 360, 26, p.main, 13)}`,
  },
  apartment: {
    label: 'apartamento',
    draw: (p: Paint) =>
      `${rect(700, 260, 300, 480, p.metal)}${repeat(12, (i) => rect(730 + (i % 3) * 90, 290 + Math.floor(i / 3) * 110, 60, 70, p.glass))}
      ${rect(330, 110, 400, 630, p.main)}${repeat(28, (i) => rect(365 + (i % 4) * 90, 140 + Math.floor(i / 4) * 78, 62, 50, p.glass))}
      ${rect(490, 670, 80, 70, p.dark)}`,
  },
  house: {
    label: 'casa',
    draw: (p: Paint) =>
      `${rect(330, 410, 540, 320, p.white)}<path d="M280 430 L600 190 L920 430 Z" fill="${p.main}"/>${rect(760, 230, 50, 120, p.main)}
      ${rect(550, 560, 100, 170, p.wood)}${rect(390, 480, 110, 100, p.glass)}${rect(700, 480, 110, 100, p.glass)}`,
  },
  land: {
    label: 'terreno',
    draw: (p: Paint) =>
      `<path d="M100 700 L300 520 L1100 520 L1100 700 Z" fill="#8fbf6a"/>${repeat(9, (i) => rect(160 + i * 110, 560 - (i < 2 ? 0 : 0), 14, 120, p.wood))}
      ${rect(150, 590, 1000, 10, p.wood)}${rect(580, 300, 20, 290, p.dark)}${rect(460, 240, 260, 110, p.main, 8)}${rect(490, 275, 200, 16, p.white, 8)}${rect(490, 305, 140, 14, p.white, 7)}
      <circle cx="950" cy="380" r="90" fill="#3f7d3a"/>${rect(938, 440, 24, 90, p.wood)}`,
  },
  office: {
    label: 'sala comercial',
    draw: (p: Paint) =>
      `${rect(690, 300, 260, 440, p.metal)}${repeat(8, (i) => rect(710, 320 + i * 52, 220, 30, p.glass))}
      ${rect(400, 80, 300, 660, p.main)}${repeat(16, (i) => rect(420, 100 + i * 38, 260, 24, p.glass))}${rect(510, 690, 80, 50, p.dark)}`,
  },
  certificate: {
    label: 'carta de crédito',
    draw: (p: Paint) =>
      `${rect(300, 140, 600, 600, p.white, 10, `stroke="${p.metal}" stroke-width="8"`)}${rect(340, 180, 520, 60, p.main, 6)}
      ${repeat(6, (i) => rect(360, 290 + i * 48, i % 3 === 2 ? 300 : 480, 18, p.metal, 9))}
      <circle cx="760" cy="640" r="62" fill="${p.main}"/><path d="M730 690 L715 760 L760 735 L805 760 L790 690" fill="${p.main}"/>
      <path d="M360 640 L420 590 L480 640 L470 640 L470 700 L370 700 L370 640 Z" fill="${p.dark}"/>`,
  },
  bicycle: {
    label: 'bicicleta',
    draw: (p: Paint) =>
      `<g fill="none" stroke="#1f2328" stroke-width="18"><circle cx="340" cy="560" r="140"/><circle cx="860" cy="560" r="140"/></g>
      <path d="M340 560 L530 380 L810 380 L860 560 M530 380 L610 560 L810 380 M610 560 L340 560 M500 330 L530 380 M790 300 L810 380" stroke="${p.main}" stroke-width="20" stroke-linejoin="round" fill="none"/>
      ${rect(460, 310, 100, 24, p.dark, 12)}${rect(760, 290, 90, 20, p.dark, 10)}<circle cx="610" cy="560" r="30" fill="${p.dark}"/>`,
  },
  gym: {
    label: 'equipamento de academia',
    draw: (p: Paint) =>
      `${repeat(2, (i) => `${rect(300, 430 + i * 180, 600, 24, p.metal, 12)}${rect(320, 360 + i * 180, 60, 164, p.main, 14)}${rect(390, 380 + i * 180, 40, 124, p.main, 12)}${rect(820, 360 + i * 180, 60, 164, p.main, 14)}${rect(770, 380 + i * 180, 40, 124, p.main, 12)}`)}`,
  },
  books: {
    label: 'livros',
    draw: (p: Paint) =>
      `${rect(180, 690, 840, 24, p.wood)}${[
        [200, 70, 300],
        [272, 55, 250],
        [330, 85, 330],
        [418, 60, 280],
        [481, 75, 310],
        [559, 50, 240],
        [612, 90, 340],
        [705, 65, 290],
        [773, 70, 260],
      ]
        .map(
          ([x, w, h], i) =>
            `${rect(x!, 690 - h!, w!, h!, [p.main, p.dark, '#d9a441', '#3f7d3a', p.metal][i % 5]!, 4)}${rect(x! + 10, 720 - h!, w! - 20, 10, p.white, 0, 'opacity="0.6"')}`,
        )
        .join('')}<g transform="rotate(18 900 690)">${rect(860, 400, 80, 290, p.main, 4)}</g>`,
  },
} satisfies Record<string, { label: string; draw: (p: Paint) => string }>;

export type PhotoKind = keyof typeof kinds;
export const photoKinds = Object.keys(kinds) as PhotoKind[];
export const photoKindLabel = (kind: PhotoKind) => kinds[kind].label;

/** Three looks per kind: backdrop and object colours, mirrored or closer, so a lot's photos differ. */
const looks = [
  { wall: '#e9eef4', floor: '#cdd6e1', main: '#c0392b', transform: '' },
  { wall: '#f3ede3', floor: '#dccfbb', main: '#2e6da4', transform: 'translate(1200 0) scale(-1 1)' },
  {
    wall: '#e6f1ea',
    floor: '#c4d8ca',
    main: '#5f6b7a',
    transform: 'translate(600 420) scale(1.12) translate(-600 -420)',
  },
] as const;

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`);

export function renderDemoPhotoSvg(kind: PhotoKind, variant: number): string {
  const look = looks[variant % looks.length]!;
  const paint: Paint = {
    main: look.main,
    dark: '#2b2f36',
    metal: '#c9ced6',
    glass: '#9cc7e8',
    wood: '#a0703f',
    white: '#f8f8f6',
  };
  const label = `Foto ilustrativa — ${kinds[kind].label}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="810" viewBox="0 0 1200 900">
    <rect width="1200" height="900" fill="${look.wall}"/>
    <rect y="700" width="1200" height="200" fill="${look.floor}"/>
    <g transform="${look.transform}">${kinds[kind].draw(paint)}</g>
    <rect x="36" y="806" width="${28 + label.length * 19}" height="62" rx="31" fill="#1f2328" opacity="0.82"/>
    <text x="64" y="848" font-family="DejaVu Sans, Noto Sans, sans-serif" font-size="32" fill="#ffffff">${escapeXml(label)}</text>
  </svg>`;
}

/** Renders and stores the illustrations of the given kinds (every variant); deterministic, no network. */
export async function generateDemoPhotos(
  storage: MediaStorage,
  wanted: Iterable<PhotoKind> = photoKinds,
): Promise<Map<PhotoKind, StoredPhoto[]>> {
  const result = new Map<PhotoKind, StoredPhoto[]>();
  for (const kind of new Set(wanted)) {
    const photos = await Promise.all(
      Array.from({ length: photoVariants }, async (_, variant) => {
        const png = await sharp(Buffer.from(renderDemoPhotoSvg(kind, variant)))
          .png({ compressionLevel: 1 })
          .toBuffer();
        return storePhoto(storage, png);
      }),
    );
    result.set(kind, photos);
  }
  return result;
}
