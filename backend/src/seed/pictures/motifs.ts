import { floorShadow, hsl } from './svg.ts';
import type { Tone } from './svg.ts';

/**
 * Product shapes drawn in a 400×400 box standing on a floor at y≈340, painted with the gradients
 * of `toneDefs` so each takes the product's colour. Simple shapes, but shaded like a photo.
 */
type Draw = (tone: Tone) => string;

const grey = (l: number) => `hsl(210, 8%, ${l}%)`;
const shine = (x: number, y: number, w: number, h: number) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${Math.min(w, h) / 2}" fill="url(#shine)"/>`;

const phone: Draw = (t) =>
  floorShadow(200, 350, 90) +
  `<rect x="125" y="40" width="150" height="305" rx="26" fill="${hsl(t, -30)}"/>` +
  `<rect x="134" y="52" width="132" height="281" rx="18" fill="url(#light)"/>` +
  `<circle cx="200" cy="150" r="40" fill="#fff" opacity="0.3"/>` +
  `<rect x="160" y="215" width="80" height="10" rx="5" fill="#fff" opacity="0.55"/>` +
  `<rect x="182" y="60" width="36" height="8" rx="4" fill="${hsl(t, -30)}"/>` +
  shine(140, 60, 30, 260);

const charger: Draw = () =>
  floorShadow(200, 345, 120) +
  `<path d="M150 300 C 90 300 80 240 140 230 C 220 215 300 250 320 200" fill="none" stroke="${grey(88)}" stroke-width="10" stroke-linecap="round"/>` +
  `<rect x="150" y="250" width="100" height="90" rx="16" fill="url(#body)"/>` +
  `<rect x="175" y="220" width="12" height="34" rx="3" fill="${grey(70)}"/><rect x="213" y="220" width="12" height="34" rx="3" fill="${grey(70)}"/>` +
  shine(158, 258, 16, 74);

const laptop: Draw = (t) =>
  floorShadow(200, 330, 175) +
  `<path d="M95 90 L305 90 Q315 90 315 100 L315 250 L85 250 L85 100 Q85 90 95 90 Z" fill="${hsl(t, -28)}"/>` +
  `<rect x="97" y="102" width="206" height="136" rx="4" fill="url(#light)"/>` +
  `<path d="M55 255 L345 255 L365 315 Q365 322 355 322 L45 322 Q35 322 35 315 Z" fill="url(#body)"/>` +
  `<rect x="165" y="295" width="70" height="14" rx="4" fill="${hsl(t, -20)}"/>` +
  shine(110, 110, 60, 110);

const monitor: Draw = (t) =>
  floorShadow(200, 340, 120) +
  `<rect x="40" y="60" width="320" height="200" rx="10" fill="${hsl(t, -32)}"/>` +
  `<rect x="50" y="70" width="300" height="180" rx="4" fill="url(#light)"/>` +
  `<rect x="186" y="260" width="28" height="60" fill="${grey(55)}"/>` +
  `<ellipse cx="200" cy="325" rx="70" ry="12" fill="${grey(45)}"/>` +
  shine(70, 80, 80, 150);

const tv: Draw = () =>
  floorShadow(200, 330, 175) +
  `<rect x="15" y="80" width="370" height="215" rx="6" fill="${grey(12)}"/>` +
  `<rect x="23" y="88" width="354" height="199" fill="url(#light)"/>` +
  `<path d="M120 310 L150 295 L250 295 L280 310 Z" fill="${grey(25)}"/>` +
  shine(40, 95, 90, 180);

const desktop: Draw = (t) =>
  floorShadow(200, 340, 170) +
  `<rect x="20" y="90" width="230" height="150" rx="8" fill="${grey(15)}"/><rect x="28" y="98" width="214" height="134" fill="url(#light)"/>` +
  `<rect x="122" y="240" width="26" height="70" fill="${grey(55)}"/><rect x="90" y="308" width="90" height="14" rx="6" fill="${grey(45)}"/>` +
  `<rect x="270" y="110" width="100" height="220" rx="10" fill="url(#body)"/>` +
  `<circle cx="320" cy="140" r="8" fill="${hsl(t, 30)}"/><rect x="285" y="170" width="70" height="6" rx="3" fill="${hsl(t, -20)}"/>`;

const headphones: Draw = () =>
  floorShadow(200, 335, 120) +
  `<path d="M95 235 C95 95 305 95 305 235" fill="none" stroke="url(#shade)" stroke-width="24" stroke-linecap="round"/>` +
  `<rect x="62" y="200" width="74" height="118" rx="32" fill="url(#body)"/><rect x="264" y="200" width="74" height="118" rx="32" fill="url(#body)"/>` +
  shine(78, 214, 20, 86) +
  shine(280, 214, 20, 86);

const speaker: Draw = (t) =>
  floorShadow(200, 345, 100) +
  `<rect x="120" y="60" width="160" height="280" rx="22" fill="url(#body)"/>` +
  `<circle cx="200" cy="130" r="34" fill="${hsl(t, -28)}"/><circle cx="200" cy="130" r="14" fill="${grey(30)}"/>` +
  `<circle cx="200" cy="250" r="58" fill="${hsl(t, -28)}"/><circle cx="200" cy="250" r="24" fill="${grey(30)}"/>` +
  shine(130, 72, 18, 250);

const sofa: Draw = (t) =>
  floorShadow(200, 322, 170) +
  `<rect x="62" y="302" width="12" height="22" rx="3" fill="${hsl(t, -35)}"/><rect x="326" y="302" width="12" height="22" rx="3" fill="${hsl(t, -35)}"/>` +
  `<rect x="70" y="150" width="260" height="112" rx="26" fill="url(#light)"/>` +
  `<rect x="48" y="216" width="304" height="92" rx="22" fill="url(#body)"/>` +
  `<rect x="38" y="190" width="52" height="122" rx="22" fill="url(#body)"/><rect x="310" y="190" width="52" height="122" rx="22" fill="url(#body)"/>` +
  `<rect x="92" y="226" width="104" height="38" rx="14" fill="${hsl(t, 14)}"/><rect x="204" y="226" width="104" height="38" rx="14" fill="${hsl(t, 14)}"/>`;

const table: Draw = (t) =>
  floorShadow(200, 335, 170) +
  `<g fill="url(#shade)"><rect x="70" y="180" width="16" height="150" rx="4"/><rect x="314" y="180" width="16" height="150" rx="4"/><rect x="120" y="180" width="14" height="130" rx="4"/><rect x="266" y="180" width="14" height="130" rx="4"/></g>` +
  `<path d="M40 160 L360 160 L345 190 L55 190 Z" fill="url(#body)"/>` +
  `<rect x="40" y="150" width="320" height="14" rx="4" fill="${hsl(t, 14)}"/>`;

const chair: Draw = (t) =>
  floorShadow(200, 340, 110) +
  `<g stroke="url(#shade)" stroke-width="12" stroke-linecap="round"><path d="M140 230 L120 335"/><path d="M260 230 L280 335"/><path d="M160 235 L170 320"/><path d="M240 235 L230 320"/></g>` +
  `<path d="M140 70 Q200 50 260 70 L255 200 L145 200 Z" fill="url(#body)"/>` +
  `<path d="M110 205 Q200 185 290 205 L285 240 Q200 255 115 240 Z" fill="url(#light)"/>` +
  `<path d="M150 80 Q200 66 250 80" fill="none" stroke="${hsl(t, 20)}" stroke-width="6" opacity="0.6"/>`;

const gardenTool: Draw = (t) =>
  floorShadow(200, 345, 150) +
  `<rect x="60" y="150" width="220" height="120" rx="30" fill="url(#body)"/>` +
  `<path d="M280 170 L350 60" stroke="${grey(35)}" stroke-width="12" stroke-linecap="round"/>` +
  `<rect x="320" y="40" width="70" height="18" rx="9" fill="${grey(20)}"/>` +
  `<circle cx="95" cy="290" r="42" fill="${grey(15)}"/><circle cx="95" cy="290" r="16" fill="${grey(60)}"/>` +
  `<circle cx="245" cy="290" r="42" fill="${grey(15)}"/><circle cx="245" cy="290" r="16" fill="${grey(60)}"/>` +
  `<rect x="100" y="135" width="100" height="30" rx="10" fill="${hsl(t, -25)}"/>` +
  shine(80, 160, 160, 24);

const grill: Draw = () =>
  floorShadow(200, 345, 120) +
  `<g stroke="${grey(30)}" stroke-width="10" stroke-linecap="round"><path d="M150 250 L110 335"/><path d="M250 250 L290 335"/><path d="M200 255 L200 335"/></g>` +
  `<path d="M90 160 L310 160 Q310 270 200 270 Q90 270 90 160 Z" fill="url(#body)"/>` +
  `<path d="M90 150 Q90 60 200 60 Q310 60 310 150 Z" fill="url(#shade)"/>` +
  `<rect x="180" y="45" width="40" height="14" rx="7" fill="${grey(25)}"/>` +
  `<rect x="84" y="148" width="232" height="12" rx="6" fill="${grey(35)}"/>` +
  shine(110, 80, 40, 60);

const lamp: Draw = (t) =>
  `<circle cx="200" cy="150" r="125" fill="hsl(48, 100%, 86%)" opacity="0.5"/>` +
  floorShadow(200, 340, 90) +
  `<ellipse cx="200" cy="330" rx="62" ry="14" fill="${hsl(t, -30)}"/>` +
  `<rect x="193" y="170" width="14" height="160" rx="6" fill="${grey(60)}"/>` +
  `<path d="M130 175 L160 70 L240 70 L270 175 Z" fill="url(#body)"/>` +
  `<path d="M160 70 L240 70 L246 92 L154 92 Z" fill="#fff" opacity="0.25"/>`;

const pendant: Draw = (t) =>
  `<rect x="198" y="0" width="4" height="130" fill="${grey(30)}"/>` +
  `<circle cx="200" cy="250" r="90" fill="hsl(48, 100%, 86%)" opacity="0.5"/>` +
  `<path d="M200 125 C120 130 85 190 80 235 L320 235 C315 190 280 130 200 125 Z" fill="url(#body)"/>` +
  `<ellipse cx="200" cy="236" rx="120" ry="12" fill="${hsl(t, -25)}"/>` +
  `<ellipse cx="200" cy="244" rx="30" ry="14" fill="#fff8d8"/>` +
  shine(120, 150, 60, 70);

const pot: Draw = (t) =>
  floorShadow(200, 335, 140) +
  `<rect x="40" y="170" width="40" height="16" rx="8" fill="${grey(25)}"/><rect x="320" y="170" width="40" height="16" rx="8" fill="${grey(25)}"/>` +
  `<path d="M80 150 L320 150 L310 310 Q308 325 290 325 L110 325 Q92 325 90 310 Z" fill="url(#body)"/>` +
  `<ellipse cx="200" cy="150" rx="122" ry="18" fill="${hsl(t, -30)}"/>` +
  `<path d="M95 150 Q200 110 305 150" fill="${grey(70)}"/><circle cx="200" cy="118" r="12" fill="${grey(25)}"/>` +
  shine(110, 165, 40, 140);

const pan: Draw = () =>
  floorShadow(170, 300, 150) +
  `<rect x="270" y="205" width="120" height="22" rx="11" fill="${grey(20)}" transform="rotate(-12 270 216)"/>` +
  `<ellipse cx="170" cy="230" rx="140" ry="55" fill="url(#shade)"/>` +
  `<ellipse cx="170" cy="222" rx="126" ry="44" fill="${grey(22)}"/>` +
  `<ellipse cx="150" cy="210" rx="60" ry="14" fill="#fff" opacity="0.12"/>` +
  `<path d="M30 230 Q170 300 310 230 L310 240 Q170 310 30 240 Z" fill="url(#body)"/>`;

const coffeeMachine: Draw = (t) =>
  floorShadow(200, 345, 120) +
  `<rect x="90" y="50" width="220" height="290" rx="20" fill="url(#body)"/>` +
  `<rect x="110" y="150" width="180" height="150" rx="10" fill="${grey(18)}"/>` +
  `<rect x="180" y="150" width="40" height="40" fill="${grey(40)}"/>` +
  `<path d="M170 250 L230 250 L226 290 L174 290 Z" fill="#fff"/><path d="M230 258 Q248 262 230 278" fill="none" stroke="#fff" stroke-width="5"/>` +
  `<circle cx="140" cy="95" r="14" fill="${hsl(t, 30)}"/><rect x="175" y="85" width="100" height="20" rx="6" fill="${grey(20)}"/>` +
  shine(100, 60, 22, 270);

const blender: Draw = () =>
  floorShadow(200, 345, 100) +
  `<path d="M140 60 L260 60 L245 230 L155 230 Z" fill="#dff4ff" opacity="0.75" stroke="${grey(70)}" stroke-width="4"/>` +
  `<path d="M150 150 L250 150 L245 230 L155 230 Z" fill="hsl(12, 80%, 62%)" opacity="0.85"/>` +
  `<rect x="130" y="45" width="140" height="20" rx="8" fill="${grey(20)}"/>` +
  `<path d="M130 235 L270 235 L285 335 L115 335 Z" fill="url(#body)"/>` +
  `<circle cx="200" cy="290" r="16" fill="${grey(85)}"/>` +
  shine(155, 70, 16, 150);

const kettle: Draw = (t) =>
  floorShadow(200, 345, 120) +
  `<path d="M280 120 C345 120 345 250 280 260" fill="none" stroke="${grey(25)}" stroke-width="18"/>` +
  `<path d="M120 100 L280 100 L300 320 L100 320 Z" fill="url(#body)"/>` +
  `<path d="M120 100 L80 130 L112 140 Z" fill="url(#shade)"/>` +
  `<ellipse cx="200" cy="100" rx="80" ry="12" fill="${hsl(t, -28)}"/><rect x="90" y="320" width="220" height="20" rx="6" fill="${grey(22)}"/>` +
  shine(130, 120, 24, 180);

const bike: Draw = () =>
  floorShadow(200, 335, 185, 14) +
  `<g fill="none" stroke="${grey(15)}" stroke-width="10"><circle cx="95" cy="250" r="75"/><circle cx="305" cy="250" r="75"/></g>` +
  `<g fill="none" stroke="${grey(75)}" stroke-width="2"><circle cx="95" cy="250" r="62"/><circle cx="305" cy="250" r="62"/></g>` +
  `<g fill="none" stroke="url(#body)" stroke-width="12" stroke-linejoin="round" stroke-linecap="round"><path d="M95 250 L175 250 L245 150 L140 150 Z"/><path d="M175 250 L125 130"/><path d="M245 150 L305 250"/><path d="M240 150 L230 110"/></g>` +
  `<path d="M105 122 L150 122" stroke="${grey(15)}" stroke-width="12" stroke-linecap="round"/><path d="M215 108 L255 100" stroke="${grey(15)}" stroke-width="10" stroke-linecap="round"/>`;

const helmet: Draw = (t) =>
  floorShadow(200, 330, 150) +
  `<path d="M50 290 C40 140 150 80 220 85 C320 92 370 180 350 290 Z" fill="url(#body)"/>` +
  `<g fill="${hsl(t, -35)}"><path d="M120 120 L150 200 L175 110 Z"/><path d="M195 100 L210 200 L240 100 Z"/><path d="M265 115 L270 210 L305 150 Z"/></g>` +
  `<rect x="45" y="285" width="310" height="18" rx="9" fill="${grey(20)}"/>` +
  shine(90, 150, 60, 90);

const backpack: Draw = (t) =>
  floorShadow(200, 345, 110) +
  `<path d="M160 80 Q200 30 240 80" fill="none" stroke="${hsl(t, -30)}" stroke-width="14"/>` +
  `<rect x="110" y="75" width="180" height="265" rx="50" fill="url(#body)"/>` +
  `<rect x="135" y="210" width="130" height="100" rx="24" fill="url(#shade)"/>` +
  `<rect x="150" y="222" width="100" height="8" rx="4" fill="${grey(80)}"/>` +
  `<path d="M120 110 Q200 90 280 110" fill="none" stroke="${hsl(t, 18)}" stroke-width="6"/>` +
  shine(122, 100, 20, 200);

const tent: Draw = (t) =>
  floorShadow(200, 320, 185, 16) +
  `<path d="M20 310 L200 70 L380 310 Z" fill="url(#body)"/>` +
  `<path d="M200 70 L380 310 L300 310 Z" fill="url(#shade)"/>` +
  `<path d="M200 150 L150 310 L250 310 Z" fill="${hsl(t, -38)}"/>` +
  `<path d="M200 70 L200 40" stroke="${grey(30)}" stroke-width="5"/>`;

const dumbbell: Draw = () =>
  floorShadow(200, 320, 170, 16) +
  `<rect x="90" y="235" width="220" height="22" rx="11" fill="${grey(70)}"/>` +
  `<rect x="40" y="185" width="40" height="122" rx="12" fill="url(#body)"/><rect x="85" y="200" width="26" height="92" rx="8" fill="url(#shade)"/>` +
  `<rect x="320" y="185" width="40" height="122" rx="12" fill="url(#body)"/><rect x="289" y="200" width="26" height="92" rx="8" fill="url(#shade)"/>` +
  shine(46, 192, 12, 100) +
  shine(326, 192, 12, 100);

const mat: Draw = (t) =>
  floorShadow(200, 330, 180, 18) +
  `<path d="M20 320 L300 320 L300 300 L20 300 Z" fill="url(#shade)"/>` +
  `<path d="M20 300 L300 300 L300 280 L20 280 Z" fill="url(#body)"/>` +
  `<circle cx="315" cy="270" r="55" fill="url(#body)"/><circle cx="315" cy="270" r="40" fill="${hsl(t, -15)}"/>` +
  `<circle cx="315" cy="270" r="24" fill="${hsl(t, 5)}"/><circle cx="315" cy="270" r="8" fill="${hsl(t, -20)}"/>`;

const garment: Draw = (t) =>
  floorShadow(200, 350, 120) +
  `<path d="M150 50 Q200 80 250 50 L335 90 L365 170 L305 190 L295 150 L295 340 L105 340 L105 150 L95 190 L35 170 L65 90 Z" fill="url(#body)"/>` +
  `<path d="M150 50 Q200 100 250 50" fill="none" stroke="${hsl(t, -22)}" stroke-width="8"/>` +
  `<path d="M105 150 L95 190 M295 150 L305 190" stroke="${hsl(t, -20)}" stroke-width="3"/>` +
  shine(120, 110, 40, 210);

const dress: Draw = (t) =>
  floorShadow(200, 355, 130) +
  `<path d="M160 40 L240 40 L250 150 L330 345 L70 345 L150 150 Z" fill="url(#body)"/>` +
  `<path d="M150 150 Q200 170 250 150 L246 132 Q200 150 154 132 Z" fill="${hsl(t, -25)}"/>` +
  `<path d="M170 40 L180 10 M230 40 L220 10" stroke="${hsl(t, -20)}" stroke-width="6"/>` +
  `<path d="M150 200 L110 330 M200 190 L200 335 M250 200 L290 330" stroke="${hsl(t, -12)}" stroke-width="3" opacity="0.6"/>`;

const sneaker: Draw = (t) =>
  floorShadow(200, 300, 175) +
  `<path d="M45 285 L355 285 L355 262 Q350 240 310 232 L240 215 L190 150 Q170 135 145 150 L70 200 Q45 215 45 245 Z" fill="url(#body)"/>` +
  `<path d="M45 262 L355 262 L355 290 Q350 298 340 298 L60 298 Q45 298 45 288 Z" fill="#fafafa" stroke="${grey(80)}" stroke-width="2"/>` +
  `<path d="M150 175 L210 200 M165 162 L222 188 M180 152 L232 176" stroke="#fff" stroke-width="5" stroke-linecap="round"/>` +
  `<path d="M70 225 Q150 250 250 235" fill="none" stroke="${hsl(t, 25)}" stroke-width="8" stroke-linecap="round"/>`;

const boot: Draw = (t) =>
  floorShadow(190, 330, 160) +
  `<path d="M110 50 L230 50 L235 210 L330 250 Q355 262 352 300 L352 315 L60 315 L70 230 Z" fill="url(#body)"/>` +
  `<rect x="60" y="300" width="292" height="22" rx="6" fill="${grey(15)}"/>` +
  `<path d="M125 80 L215 80 M128 110 L215 110 M130 140 L217 140" stroke="${hsl(t, -30)}" stroke-width="5" stroke-linecap="round"/>` +
  shine(118, 60, 24, 220);

const blocks: Draw = () =>
  floorShadow(200, 340, 160) +
  [
    [60, 250, 'hsl(4, 75%, 55%)'],
    [160, 250, 'hsl(210, 75%, 50%)'],
    [260, 250, 'hsl(48, 90%, 55%)'],
    [110, 170, 'hsl(130, 55%, 45%)'],
    [210, 170, 'hsl(24, 85%, 55%)'],
    [160, 90, 'hsl(280, 50%, 55%)'],
  ]
    .map(
      ([x, y, colour]) =>
        `<rect x="${x}" y="${y}" width="90" height="80" rx="6" fill="${colour}"/>` +
        `<rect x="${Number(x) + 12}" y="${Number(y) - 14}" width="24" height="16" rx="4" fill="${colour}"/><rect x="${Number(x) + 54}" y="${Number(y) - 14}" width="24" height="16" rx="4" fill="${colour}"/>` +
        `<rect x="${x}" y="${Number(y) + 60}" width="90" height="20" rx="6" fill="#000" opacity="0.12"/>`,
    )
    .join('');

const doll: Draw = () =>
  floorShadow(200, 345, 90) +
  `<path d="M140 190 L260 190 L300 340 L100 340 Z" fill="url(#body)"/>` +
  `<rect x="175" y="160" width="50" height="40" rx="12" fill="hsl(25, 60%, 80%)"/>` +
  `<circle cx="200" cy="115" r="58" fill="hsl(25, 35%, 30%)"/><circle cx="200" cy="125" r="46" fill="hsl(25, 60%, 82%)"/>` +
  `<circle cx="183" cy="122" r="5" fill="${grey(15)}"/><circle cx="217" cy="122" r="5" fill="${grey(15)}"/>` +
  `<path d="M188 145 Q200 154 212 145" fill="none" stroke="hsl(350, 60%, 50%)" stroke-width="4"/>` +
  `<path d="M142 80 Q200 40 258 80 L258 110 Q200 70 142 110 Z" fill="hsl(25, 35%, 30%)"/>`;

const boardGame: Draw = (t) =>
  floorShadow(200, 330, 175) +
  `<path d="M40 230 L260 300 L370 230 L150 170 Z" fill="url(#light)"/>` +
  `<path d="M40 230 L260 300 L260 330 L40 260 Z" fill="url(#body)"/><path d="M260 300 L370 230 L370 260 L260 330 Z" fill="url(#shade)"/>` +
  `<path d="M95 220 L245 262 L310 225 L165 188 Z" fill="#fff" opacity="0.45"/>` +
  `<rect x="90" y="110" width="46" height="46" rx="8" fill="#fafafa" stroke="${grey(70)}" stroke-width="3" transform="rotate(-12 113 133)"/>` +
  `<circle cx="106" cy="128" r="5" fill="${grey(20)}"/><circle cx="122" cy="140" r="5" fill="${grey(20)}"/>` +
  `<path d="M300 140 L320 200 L280 200 Z" fill="${hsl(t, -10, 10)}"/><circle cx="300" cy="135" r="14" fill="${hsl(t, -10, 10)}"/>`;

const plant: Draw = () =>
  floorShadow(200, 345, 80) +
  `<g fill="hsl(130, 45%, 36%)"><ellipse cx="150" cy="170" rx="28" ry="70" transform="rotate(-30 150 170)"/><ellipse cx="250" cy="170" rx="28" ry="70" transform="rotate(30 250 170)"/><ellipse cx="200" cy="140" rx="26" ry="80"/></g>` +
  `<g fill="hsl(120, 40%, 50%)"><ellipse cx="120" cy="215" rx="20" ry="55" transform="rotate(-55 120 215)"/><ellipse cx="280" cy="215" rx="20" ry="55" transform="rotate(55 280 215)"/></g>` +
  `<path d="M135 240 L265 240 L248 340 L152 340 Z" fill="url(#body)"/>` +
  `<rect x="128" y="232" width="144" height="22" rx="6" fill="url(#light)"/>`;

const parcel: Draw = (t) =>
  floorShadow(200, 335, 160) +
  `<path d="M60 130 L200 80 L340 130 L200 180 Z" fill="url(#light)"/>` +
  `<path d="M60 130 L200 180 L200 330 L60 280 Z" fill="url(#body)"/><path d="M200 180 L340 130 L340 280 L200 330 Z" fill="url(#shade)"/>` +
  `<path d="M130 105 L270 155 L270 200 L250 207 L250 162 L110 112 Z" fill="${hsl(t, 30, -20)}" opacity="0.7"/>`;

export const productMotifs = {
  phone,
  charger,
  laptop,
  monitor,
  tv,
  desktop,
  headphones,
  speaker,
  sofa,
  table,
  chair,
  gardenTool,
  grill,
  lamp,
  pendant,
  pot,
  pan,
  coffeeMachine,
  blender,
  kettle,
  bike,
  helmet,
  backpack,
  tent,
  dumbbell,
  mat,
  garment,
  dress,
  sneaker,
  boot,
  blocks,
  doll,
  boardGame,
  plant,
  parcel,
} satisfies Record<string, Draw>;
export type ProductMotif = keyof typeof productMotifs;

/** Words of a product's (Czech, diacritics-free) slug that tell what it is. */
const motifWords: [ProductMotif, readonly string[]][] = [
  ['phone', ['telefon', 'pouzdro', 'sklo', 'smartphone']],
  ['charger', ['nabijecka', 'charger']],
  ['laptop', ['notebook', 'laptop']],
  ['desktop', ['pocitac', 'computer']],
  ['monitor', ['monitor']],
  ['tv', ['televize', 'television']],
  ['headphones', ['sluchatka', 'headphones', 'earbuds']],
  ['speaker', ['reproduktor', 'speaker']],
  ['sofa', ['pohovka', 'sedacka', 'sofa']],
  ['table', ['stul', 'table']],
  ['chair', ['zidle', 'chair']],
  ['gardenTool', ['sekacka', 'nuzky', 'hrabe', 'mower', 'shears', 'rake']],
  ['grill', ['gril', 'barbecue']],
  ['lamp', ['lampa', 'lamp']],
  ['pendant', ['svetlo', 'light']],
  ['pot', ['hrnec', 'pot']],
  ['pan', ['panev', 'pan']],
  ['coffeeMachine', ['kavovar']],
  ['blender', ['mixer', 'blender']],
  ['kettle', ['konvice', 'kettle']],
  ['bike', ['kolo', 'bike']],
  ['helmet', ['prilba', 'helmet']],
  ['backpack', ['batoh', 'backpack']],
  ['tent', ['stan', 'tent']],
  ['dumbbell', ['cinka', 'dumbbell']],
  ['mat', ['podlozka', 'svihadlo', 'mat', 'rope']],
  ['dress', ['saty', 'dress']],
  ['garment', ['tricko', 'mikina', 'kosile', 'svetr', 'shirt', 'hoodie', 'sweater']],
  ['sneaker', ['tenisky', 'trainers']],
  ['boot', ['obuv', 'boots']],
  ['blocks', ['stavebnice']],
  ['doll', ['panenka', 'doll']],
  ['boardGame', ['hra', 'game']],
  ['plant', ['rostlina', 'kvetina', 'plant', 'zahrada', 'garden']],
];

/** The motif for a file name such as `lehka-pohovka-zula-12-2`; a parcel when nothing matches. */
export function motifFor(name: string): ProductMotif {
  const words = new Set(name.split('-'));
  return motifWords.find(([, keys]) => keys.some((key) => words.has(key)))?.[0] ?? 'parcel';
}
