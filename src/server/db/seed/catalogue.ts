import type { LocalizedText } from '../../../shared/contract/common'
import type { AgeGroup, GearCategory } from '../../../shared/domain/catalogue'
import type { GearImage, TechnicalDetail } from '../schema'

/** One product of the demo catalogue, with its stock per pickup location code. */
export interface CatalogueEntry {
  code: string
  category: GearCategory
  ageGroup: AgeGroup
  brand: string
  names: LocalizedText
  descriptions: LocalizedText
  technicalDetails: TechnicalDetail[]
  images: GearImage[]
  pricePerDayCents: number
  depositCents: number
  stock: Record<string, number>
}

export const catalogue: CatalogueEntry[] = [
  {
    code: 'ZCS123-K',
    category: 'car_seat',
    ageGroup: 'infant',
    brand: 'Maxi-Cosi',
    names: {
      en: 'Maxi-Cosi Pebble 360 infant car seat',
      es: 'Silla de coche para bebé Maxi-Cosi Pebble 360',
    },
    descriptions: {
      en: 'A rear-facing infant carrier for babies from birth to about 15 months, supplied with its FamilyFix 360 ISOFIX base so it clicks into your hire car in seconds. The base rotates towards the open door, which makes lifting a sleeping baby in and out much easier after a long flight. A newborn insert and sun canopy are included, and every seat is cleaned and safety-checked between rentals.',
      es: 'Portabebés a contramarcha para bebés desde el nacimiento hasta unos 15 meses. Se entrega con su base ISOFIX FamilyFix 360, así que queda fijado en el coche de alquiler en pocos segundos. La base gira hacia la puerta, y meter y sacar al bebé dormido después de un vuelo largo resulta mucho más cómodo. Incluye reductor para recién nacidos y capota, y limpiamos y revisamos cada silla entre un alquiler y otro.',
    },
    technicalDetails: [
      {
        label: { en: 'Age', es: 'Edad' },
        value: { en: 'Birth to approx. 15 months', es: 'Desde el nacimiento hasta unos 15 meses' },
      },
      {
        label: { en: 'Child height', es: 'Altura del niño' },
        value: { en: '40–83 cm', es: '40–83 cm' },
      },
      {
        label: { en: 'Max. child weight', es: 'Peso máximo del niño' },
        value: { en: '13 kg', es: '13 kg' },
      },
      {
        label: { en: 'Installation', es: 'Instalación' },
        value: {
          en: 'Rotating FamilyFix 360 ISOFIX base with support leg (included)',
          es: 'Base giratoria ISOFIX FamilyFix 360 con pata de apoyo (incluida)',
        },
      },
      {
        label: { en: 'Direction', es: 'Posición' },
        value: { en: 'Rear-facing only', es: 'Solo a contramarcha' },
      },
      {
        label: { en: 'Standard', es: 'Normativa' },
        value: { en: 'ECE R129 (i-Size)', es: 'ECE R129 (i-Size)' },
      },
    ],
    images: [
      {
        url: '/images/gear/zcs123-k.svg',
        alt: {
          en: 'Grey Maxi-Cosi Pebble 360 infant carrier with its carry handle raised',
          es: 'Portabebés Maxi-Cosi Pebble 360 gris con el asa levantada',
        },
      },
      {
        url: '/images/gear/zcs123-k-2.svg',
        alt: {
          en: 'The Pebble 360 carrier clicked onto its rotating ISOFIX base',
          es: 'El portabebés Pebble 360 encajado en su base giratoria ISOFIX',
        },
      },
    ],
    pricePerDayCents: 700,
    depositCents: 12000,
    stock: { SVQ: 6, SJA: 2 },
  },
  {
    code: 'ZCS208-R',
    category: 'car_seat',
    ageGroup: 'toddler',
    brand: 'Joie',
    names: {
      en: 'Joie i-Spin 360 rotating car seat',
      es: 'Silla de coche giratoria Joie i-Spin 360',
    },
    descriptions: {
      en: 'A rotating i-Size seat that keeps babies and toddlers rear-facing right up to 105 cm, roughly four years old. It installs with ISOFIX and a support leg, and a simple indicator tells you when it is fitted correctly, so you can set it up with confidence in an unfamiliar car. The seat swivels towards the door for easy buckling, and it is cleaned and checked before every rental.',
      es: 'Silla i-Size giratoria que permite que bebés y niños pequeños viajen a contramarcha hasta los 105 cm, es decir, hasta los cuatro años aproximadamente. Se instala con ISOFIX y pata de apoyo, y sus indicadores te confirman que está bien colocada, así que podrás montarla tranquilamente en un coche que no conoces. Gira hacia la puerta para abrochar al peque sin esfuerzo, y la limpiamos y revisamos antes de cada alquiler.',
    },
    technicalDetails: [
      {
        label: { en: 'Age', es: 'Edad' },
        value: { en: 'Birth to approx. 4 years', es: 'Desde el nacimiento hasta unos 4 años' },
      },
      {
        label: { en: 'Child height', es: 'Altura del niño' },
        value: { en: '40–105 cm', es: '40–105 cm' },
      },
      {
        label: { en: 'Direction', es: 'Posición' },
        value: {
          en: 'Rear-facing 40–105 cm; forward-facing only from 76 cm and 15 months',
          es: 'A contramarcha de 40 a 105 cm; en el sentido de la marcha solo desde 76 cm y 15 meses',
        },
      },
      {
        label: { en: 'Installation', es: 'Instalación' },
        value: {
          en: 'ISOFIX with support leg, 360° rotation',
          es: 'ISOFIX con pata de apoyo, giro de 360°',
        },
      },
      {
        label: { en: 'Harness', es: 'Arnés' },
        value: {
          en: '5-point harness with adjustable headrest',
          es: 'Arnés de 5 puntos con reposacabezas regulable',
        },
      },
      {
        label: { en: 'Standard', es: 'Normativa' },
        value: { en: 'ECE R129 (i-Size)', es: 'ECE R129 (i-Size)' },
      },
    ],
    images: [
      {
        url: '/images/gear/zcs208-r.svg',
        alt: {
          en: 'Black Joie i-Spin 360 convertible car seat on its rotating ISOFIX base',
          es: 'Silla de coche Joie i-Spin 360 negra sobre su base giratoria ISOFIX',
        },
      },
    ],
    pricePerDayCents: 900,
    depositCents: 15000,
    stock: { SVQ: 4 },
  },
  {
    code: 'ZBS142-C',
    category: 'booster_seat',
    ageGroup: 'child',
    brand: 'Chicco',
    names: {
      en: 'Chicco Quizy booster cushion',
      es: 'Elevador Chicco Quizy',
    },
    descriptions: {
      en: 'A light, backless booster cushion for older children from 125 cm tall, which lifts them so the car’s adult seat belt sits correctly across the shoulder and hips. It is small enough to tuck under an arm or into a suitcase for a day trip in a friend’s car. For smaller children we recommend a high-back booster, which adds head and side protection. Cleaned and checked between rentals.',
      es: 'Elevador sin respaldo, ligero, para niños mayores a partir de 125 cm de altura: los sube lo justo para que el cinturón del coche les pase bien por el hombro y la cadera. Es tan pequeño que cabe bajo el brazo o en la maleta, ideal para una excursión en el coche de otra persona. Para niños más pequeños te recomendamos un elevador con respaldo, que protege además la cabeza y los costados. Lo limpiamos y revisamos entre alquileres.',
    },
    technicalDetails: [
      {
        label: { en: 'Age', es: 'Edad' },
        value: { en: 'Approx. 6 to 12 years', es: 'De 6 a 12 años aproximadamente' },
      },
      {
        label: { en: 'Child height', es: 'Altura del niño' },
        value: { en: '125–150 cm', es: '125–150 cm' },
      },
      {
        label: { en: 'Installation', es: 'Instalación' },
        value: {
          en: 'Held with the car’s 3-point seat belt',
          es: 'Se sujeta con el cinturón de 3 puntos del coche',
        },
      },
      {
        label: { en: 'Type', es: 'Tipo' },
        value: {
          en: 'Backless booster cushion with belt guides',
          es: 'Elevador sin respaldo con guías para el cinturón',
        },
      },
      {
        label: { en: 'Standard', es: 'Normativa' },
        value: { en: 'ECE R129', es: 'ECE R129' },
      },
    ],
    images: [
      {
        url: '/images/gear/zbs142-c.svg',
        alt: {
          en: 'Black Chicco Quizy backless booster cushion with red belt guides',
          es: 'Elevador sin respaldo Chicco Quizy negro con guías del cinturón rojas',
        },
      },
    ],
    pricePerDayCents: 300,
    depositCents: 5000,
    stock: { SVQ: 4 },
  },
  {
    code: 'ZBS311-B',
    category: 'booster_seat',
    ageGroup: 'child',
    brand: 'Britax Römer',
    names: {
      en: 'Britax Römer Kidfix i-Size high-back booster',
      es: 'Elevador con respaldo Britax Römer Kidfix i-Size',
    },
    descriptions: {
      en: 'A high-back booster for children from 100 to 150 cm, roughly 3½ to 12 years. ISOFIT connectors hold it firmly in place, while the car’s seat belt restrains your child, and deep side wings and a height-adjustable headrest add protection on the motorway. Comfortable for long drives to the coast or the Sierra, and cleaned and checked between rentals.',
      es: 'Elevador con respaldo para niños de 100 a 150 cm, de unos 3 años y medio a 12 años. Los conectores ISOFIT lo anclan bien al asiento y el cinturón del coche sujeta al niño; las alas laterales y el reposacabezas regulable en altura le dan más protección en carretera. Muy cómodo para viajes largos a la costa o a la sierra, y lo limpiamos y revisamos entre alquileres.',
    },
    technicalDetails: [
      {
        label: { en: 'Age', es: 'Edad' },
        value: { en: 'Approx. 3½ to 12 years', es: 'De 3 años y medio a 12 años aprox.' },
      },
      {
        label: { en: 'Child height', es: 'Altura del niño' },
        value: { en: '100–150 cm', es: '100–150 cm' },
      },
      {
        label: { en: 'Installation', es: 'Instalación' },
        value: {
          en: 'ISOFIT connectors plus the car’s 3-point seat belt',
          es: 'Conectores ISOFIT más el cinturón de 3 puntos del coche',
        },
      },
      {
        label: { en: 'Side protection', es: 'Protección lateral' },
        value: {
          en: 'Deep side wings and adjustable headrest',
          es: 'Alas laterales profundas y reposacabezas regulable',
        },
      },
      {
        label: { en: 'Standard', es: 'Normativa' },
        value: { en: 'ECE R129 (i-Size booster)', es: 'ECE R129 (elevador i-Size)' },
      },
    ],
    images: [
      {
        url: '/images/gear/zbs311-b.svg',
        alt: {
          en: 'Dark grey Britax Römer Kidfix i-Size high-back booster seat',
          es: 'Elevador con respaldo Britax Römer Kidfix i-Size gris oscuro',
        },
      },
    ],
    pricePerDayCents: 500,
    depositCents: 8000,
    stock: { SVQ: 5, SJA: 2 },
  },
  {
    code: 'ZST405-B',
    category: 'stroller',
    ageGroup: 'toddler',
    brand: 'Bugaboo',
    names: {
      en: 'Bugaboo Butterfly compact stroller',
      es: 'Silla de paseo compacta Bugaboo Butterfly',
    },
    descriptions: {
      en: 'An ultra-compact stroller for little ones from 6 months up to 22 kg that folds in one second and fits most airlines’ overhead lockers. It weighs just over 7 kg, has a reclining seat for siestas and a large UPF 50+ sun canopy, which you will appreciate in the Seville sun. A rain cover is included, and every stroller is cleaned and checked between rentals.',
      es: 'Silla de paseo ultracompacta para peques desde los 6 meses hasta 22 kg. Se pliega en un segundo y cabe en el compartimento superior de la cabina de la mayoría de aerolíneas. Pesa poco más de 7 kg, tiene respaldo reclinable para la siesta y una capota amplia con protección UPF 50+, algo que agradecerás con el sol de Sevilla. Incluye burbuja para la lluvia, y limpiamos y revisamos cada silla entre alquileres.',
    },
    technicalDetails: [
      {
        label: { en: 'Age', es: 'Edad' },
        value: { en: 'From 6 months up to 22 kg', es: 'Desde los 6 meses hasta 22 kg' },
      },
      {
        label: { en: 'Weight', es: 'Peso' },
        value: { en: '7.3 kg', es: '7,3 kg' },
      },
      {
        label: { en: 'Folded size', es: 'Plegada' },
        value: { en: '45 × 23 × 54 cm', es: '45 × 23 × 54 cm' },
      },
      {
        label: { en: 'Cabin luggage', es: 'Equipaje de cabina' },
        value: {
          en: 'IATA cabin-size fold (check your airline)',
          es: 'Plegado de tamaño cabina IATA (consulta a tu aerolínea)',
        },
      },
      {
        label: { en: 'Harness', es: 'Arnés' },
        value: { en: '5-point harness', es: 'Arnés de 5 puntos' },
      },
      {
        label: { en: 'Included', es: 'Incluye' },
        value: {
          en: 'UPF 50+ canopy, rain cover, shopping basket',
          es: 'Capota UPF 50+, burbuja de lluvia y cesta',
        },
      },
    ],
    images: [
      {
        url: '/images/gear/zst405-b.svg',
        alt: {
          en: 'Black Bugaboo Butterfly stroller with its sun canopy extended',
          es: 'Silla de paseo Bugaboo Butterfly negra con la capota extendida',
        },
      },
      {
        url: '/images/gear/zst405-b-2.svg',
        alt: {
          en: 'The Bugaboo Butterfly folded into a compact cabin-size package',
          es: 'La Bugaboo Butterfly plegada en un bulto compacto de tamaño cabina',
        },
      },
    ],
    pricePerDayCents: 900,
    depositCents: 15000,
    stock: { SVQ: 6, SJA: 2 },
  },
  {
    code: 'ZST417-Y',
    category: 'stroller',
    ageGroup: 'toddler',
    brand: 'Babyzen',
    names: {
      en: 'Babyzen YOYO² 6+ compact stroller',
      es: 'Silla de paseo compacta Babyzen YOYO² 6+',
    },
    descriptions: {
      en: 'The original cabin-size stroller, for children from 6 months up to 22 kg. At 6.2 kg it folds small enough to carry over your shoulder on the tram, yet it steers smoothly through the cobbled lanes of Santa Cruz. It comes with a sun canopy, rain cover and shoulder strap, and it is cleaned and checked between rentals.',
      es: 'La silla de tamaño cabina por excelencia, para niños desde los 6 meses hasta 22 kg. Con 6,2 kg se pliega tanto que puedes llevarla al hombro en el tranvía, y aun así se maneja con suavidad por el empedrado del barrio de Santa Cruz. Incluye capota, burbuja para la lluvia y correa para llevarla al hombro, y la limpiamos y revisamos entre alquileres.',
    },
    technicalDetails: [
      {
        label: { en: 'Age', es: 'Edad' },
        value: { en: 'From 6 months up to 22 kg', es: 'Desde los 6 meses hasta 22 kg' },
      },
      {
        label: { en: 'Weight', es: 'Peso' },
        value: { en: '6.2 kg', es: '6,2 kg' },
      },
      {
        label: { en: 'Folded size', es: 'Plegada' },
        value: { en: '52 × 44 × 18 cm', es: '52 × 44 × 18 cm' },
      },
      {
        label: { en: 'Cabin luggage', es: 'Equipaje de cabina' },
        value: {
          en: 'IATA cabin-size fold (check your airline)',
          es: 'Plegado de tamaño cabina IATA (consulta a tu aerolínea)',
        },
      },
      {
        label: { en: 'Included', es: 'Incluye' },
        value: {
          en: 'Sun canopy, rain cover, shoulder strap',
          es: 'Capota, burbuja de lluvia y correa de hombro',
        },
      },
    ],
    images: [
      {
        url: '/images/gear/zst417-y.svg',
        alt: {
          en: 'Babyzen YOYO² stroller with a taupe seat and canopy on a black frame',
          es: 'Silla de paseo Babyzen YOYO² con asiento y capota color topo y chasis negro',
        },
      },
    ],
    pricePerDayCents: 1200,
    depositCents: 15000,
    stock: { SVQ: 3 },
  },
  {
    code: 'ZTC502-J',
    category: 'travel_cot',
    ageGroup: 'infant',
    brand: 'Joie',
    names: {
      en: 'Joie Kubbie Sleep travel cot',
      es: 'Cuna de viaje Joie Kubbie Sleep',
    },
    descriptions: {
      en: 'A sturdy travel cot with mesh sides for airflow and easy viewing, suitable from birth up to 15 kg. It includes a raised bassinet insert for young babies, a padded mattress and a fitted sheet, and it folds into its carry bag for the car boot. Ideal for holiday flats and hotels, and cleaned and checked between rentals.',
      es: 'Cuna de viaje resistente, con laterales de malla que dejan pasar el aire y permiten ver al bebé, apta desde el nacimiento hasta 15 kg. Incluye un moisés elevado para los más pequeños, colchón acolchado y sábana bajera, y se pliega en su bolsa para que quepa en el maletero. Ideal para apartamentos turísticos y hoteles; la limpiamos y revisamos entre alquileres.',
    },
    technicalDetails: [
      {
        label: { en: 'Age', es: 'Edad' },
        value: { en: 'Birth up to 15 kg', es: 'Desde el nacimiento hasta 15 kg' },
      },
      {
        label: { en: 'Bassinet', es: 'Moisés' },
        value: {
          en: 'Raised insert for young babies, until they can push up on hands and knees',
          es: 'Moisés elevado para los más pequeños, hasta que empiecen a incorporarse a gatas',
        },
      },
      {
        label: { en: 'Mattress', es: 'Colchón' },
        value: {
          en: 'Folding padded mattress and fitted sheet included',
          es: 'Colchón plegable acolchado y sábana bajera incluidos',
        },
      },
      {
        label: { en: 'Sides', es: 'Laterales' },
        value: { en: 'Breathable mesh on all sides', es: 'Malla transpirable en todos los lados' },
      },
      {
        label: { en: 'Standard', es: 'Normativa' },
        value: { en: 'EN 716', es: 'EN 716' },
      },
    ],
    images: [
      {
        url: '/images/gear/ztc502-j.svg',
        alt: {
          en: 'Grey Joie Kubbie Sleep travel cot with mesh sides',
          es: 'Cuna de viaje Joie Kubbie Sleep gris con laterales de malla',
        },
      },
    ],
    pricePerDayCents: 500,
    depositCents: 7000,
    stock: { SVQ: 5 },
  },
  {
    code: 'ZTC518-B',
    category: 'travel_cot',
    ageGroup: 'toddler',
    brand: 'BabyBjörn',
    names: {
      en: 'BabyBjörn Travel Crib Light',
      es: 'Cuna de viaje BabyBjörn Travel Crib Light',
    },
    descriptions: {
      en: 'A light, very quick travel cot that opens and folds in one movement, with no loose parts to assemble. Its soft mesh sides are breathable and let you see your little one, and it suits children from birth to about 3 years. The mattress, a fitted sheet and the carry bag are included; each cot is cleaned and checked between rentals.',
      es: 'Cuna de viaje ligera y muy rápida de montar: se abre y se pliega en un solo gesto, sin piezas sueltas. Los laterales de malla suave son transpirables y te dejan ver al peque, y es apta desde el nacimiento hasta los 3 años aproximadamente. Incluye colchón, sábana bajera y bolsa de transporte, y limpiamos y revisamos cada cuna entre alquileres.',
    },
    technicalDetails: [
      {
        label: { en: 'Age', es: 'Edad' },
        value: { en: 'Birth to approx. 3 years', es: 'Desde el nacimiento hasta unos 3 años' },
      },
      {
        label: { en: 'Weight', es: 'Peso' },
        value: { en: 'Approx. 6 kg', es: 'Unos 6 kg' },
      },
      {
        label: { en: 'Folded size', es: 'Plegada' },
        value: { en: '50 × 60 × 13 cm in its bag', es: '50 × 60 × 13 cm en su bolsa' },
      },
      {
        label: { en: 'Mattress', es: 'Colchón' },
        value: {
          en: 'Included, with removable washable cover and fitted sheet',
          es: 'Incluido, con funda lavable extraíble y sábana bajera',
        },
      },
      {
        label: { en: 'Standard', es: 'Normativa' },
        value: { en: 'EN 716', es: 'EN 716' },
      },
    ],
    images: [
      {
        url: '/images/gear/ztc518-b.svg',
        alt: {
          en: 'BabyBjörn Travel Crib Light with sloping mesh sides and white mattress',
          es: 'Cuna BabyBjörn Travel Crib Light con laterales de malla inclinados y colchón blanco',
        },
      },
    ],
    pricePerDayCents: 700,
    depositCents: 10000,
    stock: { SVQ: 3, SJA: 1 },
  },
  {
    code: 'ZHC601-S',
    category: 'high_chair',
    ageGroup: 'toddler',
    brand: 'Stokke',
    names: {
      en: 'Stokke Clikk high chair',
      es: 'Trona Stokke Clikk',
    },
    descriptions: {
      en: 'A light, compact high chair for babies from 6 months (once they can sit up unaided) to about 3 years. It comes with a tray and a 5-point harness, wipes clean in seconds and folds compactly to tuck away in a holiday flat. Cleaned and checked between rentals.',
      es: 'Trona ligera y compacta para bebés a partir de los 6 meses (cuando ya se sientan solos) y hasta los 3 años aproximadamente. Incluye bandeja y arnés de 5 puntos, se limpia en un momento y se pliega de forma compacta para guardarla en cualquier rincón del apartamento. La limpiamos y revisamos entre alquileres.',
    },
    technicalDetails: [
      {
        label: { en: 'Age', es: 'Edad' },
        value: {
          en: '6 months (sitting up unaided) to approx. 3 years',
          es: 'De 6 meses (cuando ya se sienta solo) a unos 3 años',
        },
      },
      {
        label: { en: 'Harness', es: 'Arnés' },
        value: { en: '5-point harness', es: 'Arnés de 5 puntos' },
      },
      {
        label: { en: 'Tray', es: 'Bandeja' },
        value: {
          en: 'Included, easy to wipe clean',
          es: 'Incluida y fácil de limpiar',
        },
      },
      {
        label: { en: 'Folding', es: 'Plegado' },
        value: {
          en: 'Compact fold, fits in a car boot',
          es: 'Plegado compacto, cabe en el maletero',
        },
      },
      {
        label: { en: 'Standard', es: 'Normativa' },
        value: { en: 'EN 14988', es: 'EN 14988' },
      },
    ],
    images: [
      {
        url: '/images/gear/zhc601-s.svg',
        alt: {
          en: 'Stokke Clikk high chair with white seat, tray and natural beech legs',
          es: 'Trona Stokke Clikk con asiento blanco, bandeja y patas de haya natural',
        },
      },
    ],
    pricePerDayCents: 400,
    depositCents: 5000,
    stock: { SVQ: 4 },
  },
]
