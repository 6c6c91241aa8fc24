import type { SeedArticle } from '../types'

export const toddlerThroughSvq: SeedArticle = {
  id: 'travelling-with-a-toddler-through-svq',
  publishedOn: '2025-07-22',
  image: '/images/gear/zst417-y.svg',
  titles: {
    en: 'Travelling with a toddler through Seville Airport (SVQ)',
    es: 'Viajar con un niño pequeño por el aeropuerto de Sevilla (SVQ)',
  },
  summaries: {
    en: 'A compact, single-terminal airport makes Seville easier than most with small children. Security, strollers, changing rooms and getting into the city, step by step.',
    es: 'Un aeropuerto compacto y con una sola terminal hace que Sevilla sea más fácil que la mayoría con niños pequeños. Control de seguridad, carritos, cambiadores y cómo llegar a la ciudad, paso a paso.',
  },
  bodies: {
    en: `Seville Airport is small by European standards: one terminal, short walks and a single security area. With a toddler in tow, that is a real advantage. Here is how to make the most of it, from the drop-off kerb to the taxi rank.

## Before you leave home {#before-you-leave}

- **Check your airline's stroller policy.** Most let you take a compact stroller to the aircraft door and collect it there on arrival; some send it to the baggage hall instead.
- **Pack a small day bag** with nappies, wipes, a change of clothes for your child (and a T-shirt for you), snacks and an empty water bottle to fill after security.
- **Download shows and games** before the trip: airport and in-flight Wi-Fi are not something to rely on with a restless two-year-old.

## Security with little ones {#security}

Baby milk, formula, baby food and medicines are allowed in quantities above 100 ml when they are needed for the journey. Keep them together in a separate bag and tell the security staff before your things go through the scanner; they may ask to test them. Strollers go through the X-ray folded, so have your child ready to walk or be carried through the arch.

## Waiting to board {#waiting}

Let your toddler walk as much as possible before boarding: a tired child settles better on the plane. Baby-changing rooms are signposted next to the toilets on both sides of security. During take-off and landing, a drink, a dummy or a snack helps little ears cope with the change in pressure.

## Arriving in Seville {#arriving}

After baggage reclaim you come out into the single arrivals hall, where you will also find our desk. From there:

- **Taxis** wait right outside arrivals. Fixed fares apply between the airport and the city centre; the current rates are posted at the rank.
- **The airport bus (line EA)** runs to the city centre via Santa Justa railway station. It is cheap and has space for a folded stroller, but it can be busy at peak times.
- **Car hire desks** are in the arrivals hall and the cars are a short walk away. Read our guide to [car seat rules in Spain](/article/car-seat-rules-spain) before you drive off.

## Seville's heat {#heat}

From June to September, afternoon temperatures in Seville regularly pass 40 °C. Plan outings for the morning and the evening, keep to the shade at midday, carry water everywhere and use a sunshade on the stroller. Never leave a child in a parked car, not even for a minute.

> Travel light: instead of checking in a car seat, a stroller and a travel cot, [book them for your dates](/search) and pick them up when you land. It is one less thing to carry through the terminal.
`,
    es: `El aeropuerto de Sevilla es pequeño para lo que se estila en Europa: una sola terminal, distancias cortas y un único control de seguridad. Si viajas con un niño pequeño, eso es una gran ventaja. Te contamos cómo aprovecharla, desde que te dejan en la puerta hasta la parada de taxis.

## Antes de salir de casa {#before-you-leave}

- **Consulta la política de tu aerolínea sobre carritos.** La mayoría te deja llevar una silla de paseo compacta hasta la puerta del avión y recogerla allí al llegar; otras la envían a la cinta de equipajes.
- **Prepara una mochila pequeña** con pañales, toallitas, una muda para el niño (y una camiseta para ti), algo de picar y una botella vacía para llenarla después del control.
- **Descarga series y juegos** antes del viaje: el wifi del aeropuerto y del avión no es algo en lo que confiar con un niño de dos años inquieto.

## El control de seguridad con peques {#security}

La leche infantil, la leche de fórmula, los potitos y los medicamentos pueden pasar en cantidades de más de 100 ml si son necesarios para el viaje. Llévalos juntos en una bolsa aparte y avisa al personal de seguridad antes de pasar tus cosas por el escáner; puede que quieran comprobarlos. Los carritos pasan plegados por los rayos X, así que ten al peque preparado para cruzar el arco andando o en brazos.

## Mientras esperáis para embarcar {#waiting}

Deja que tu hijo camine todo lo posible antes de embarcar: un niño cansado se calma mejor en el avión. Hay cambiadores señalizados junto a los aseos a ambos lados del control de seguridad. En el despegue y el aterrizaje, beber algo, el chupete o un tentempié ayudan a que los oídos lleven mejor el cambio de presión.

## Al llegar a Sevilla {#arriving}

Después de recoger el equipaje sales a la única sala de llegadas, donde también está nuestro mostrador. Desde allí:

- **Los taxis** esperan justo a la salida de llegadas. Entre el aeropuerto y el centro se aplican tarifas fijas; las vigentes están expuestas en la parada.
- **El autobús del aeropuerto (línea EA)** va al centro pasando por la estación de Santa Justa. Es barato y tiene sitio para un carrito plegado, pero en horas punta puede ir lleno.
- **Los mostradores de alquiler de coches** están en la sala de llegadas y los coches, a pocos pasos. Lee nuestra guía sobre [las sillas de coche en España](/article/car-seat-rules-spain) antes de arrancar.

## El calor de Sevilla {#heat}

De junio a septiembre, por la tarde se superan a menudo los 40 °C en Sevilla. Deja los paseos para la mañana y la tarde-noche, busca la sombra a mediodía, lleva agua siempre y pon una sombrilla o un parasol en el carrito. Nunca dejes a un niño en un coche aparcado, ni siquiera un minuto.

> Viaja ligero: en lugar de facturar silla de coche, carrito y cuna de viaje, [resérvalos para tus fechas](/search) y recógelos al aterrizar. Es una cosa menos que cargar por la terminal.
`,
  },
}
