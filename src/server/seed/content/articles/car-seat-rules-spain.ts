import type { SeedArticle } from '../types'

export const carSeatRulesSpain: SeedArticle = {
  id: 'car-seat-rules-spain',
  publishedOn: '2025-06-10',
  image: '/images/gear/zcs208-r.svg',
  titles: {
    en: 'Car seat rules in Spain: what travelling families need to know',
    es: 'Sillas de coche en España: lo que deben saber las familias que viajan',
  },
  summaries: {
    en: 'Who needs a car seat in Spain, which seats are allowed, where children may sit and what happens in taxis: the rules explained for families hiring a car.',
    es: 'Quién necesita silla de coche en España, qué sillas están permitidas, dónde pueden ir sentados los niños y qué pasa en los taxis: las normas explicadas para familias que alquilan coche.',
  },
  bodies: {
    en: `If you are hiring a car in Seville, Spanish traffic law decides which seat your child needs, not the rules of your home country. The good news is that they are close to what most of Europe uses, and easy to follow once you know the few numbers that matter.

## The short version {#short-version}

- Children **135 cm tall or shorter** must travel in a child restraint system (a car seat or booster) suited to their height and weight.
- They must sit in the **back seats**, with a few exceptions explained below.
- The seat must carry an orange approval label for **ECE R44/04** or **ECE R129 (i-Size)**.
- The driver is responsible. Travelling without the right seat can mean a **€200 fine**, plus penalty points for holders of a Spanish licence.

## Which seat for which child {#which-seat}

- **Birth to about 15 months:** a rear-facing infant carrier. Under i-Size rules, babies travel rear-facing until at least 15 months.
- **About 15 months to 4 years:** a toddler seat with its own harness. Keep it rear-facing for as long as your child fits; rotating seats make this much easier.
- **About 4 years and 100 cm onwards:** a high-back booster used with the car's adult belt, which guides the belt across the shoulder and protects the head in a side impact.
- **Over 125 cm:** a booster cushion is allowed, although a high-back booster still protects better.

Between 135 and 150 cm the law lets your child use the adult belt, but road-safety experts, including the Spanish traffic authority, recommend staying on a booster until 150 cm.

## Front seat or back seat? {#front-seat}

Children up to 135 cm must travel in the back. The exceptions are narrow:

1. the car has no back seats;
2. all the back seats are already taken by other children who also need a car seat; or
3. there is no room to fit every child seat in the back.

In those cases the child may sit in the front, always in a suitable seat. **Never put a rear-facing seat in front of an active airbag**: switch the passenger airbag off first, and check the warning light says it is off.

## Taxis and airport transfers {#taxis}

Spanish rules allow children under 135 cm to ride in a taxi without a car seat only on town roads, and only in the back. The trip from Seville Airport into the city runs partly on the A-4 motorway, so ask for a taxi with a child seat when you book a transfer, or bring a seat with you.

## Hire cars {#hire-cars}

Car hire companies rent seats too, but choice is limited and the seat is often only confirmed at the counter. Whichever seat you use, check the approval label, make sure it suits your child's height and weight, and prefer ISOFIX when your car has it: it is quicker to fit correctly. Our seats are cleaned and safety-checked between rentals, and you can [reserve one for your dates](/search) and collect it in the arrivals hall.

## Before you drive off {#checklist}

1. Check the seat faces the right way for your child's age and height.
2. Pull the harness snug: you should not be able to pinch any slack at the shoulder.
3. Take off bulky coats before buckling up.
4. Make sure the seat does not move more than a couple of centimetres at the belt path.
5. Switch the airbag off if a rear-facing seat is in the front.

> Rules change from time to time. This guide reflects the Spanish General Traffic Regulations as we understand them in 2025; the official text is published by the Dirección General de Tráfico at [dgt.es](https://www.dgt.es).
`,
    es: `Si alquilas un coche en Sevilla, la silla que necesita tu hijo la decide la normativa de tráfico española, no la de tu país. La buena noticia es que se parece mucho a la del resto de Europa y es fácil de cumplir en cuanto conoces las pocas cifras que importan.

## En pocas palabras {#short-version}

- Los niños de **135 cm de altura o menos** deben viajar en un sistema de retención infantil (silla o elevador) adecuado a su talla y peso.
- Deben ir en los **asientos traseros**, salvo algunas excepciones que explicamos más abajo.
- La silla debe llevar la etiqueta naranja de homologación **ECE R44/04** o **ECE R129 (i-Size)**.
- El responsable es quien conduce. Viajar sin la silla adecuada puede suponer una **multa de 200 €** y, si tienes carné español, pérdida de puntos.

## Qué silla según la edad {#which-seat}

- **Desde el nacimiento hasta unos 15 meses:** un portabebés a contramarcha. Con la normativa i-Size, los bebés viajan a contramarcha al menos hasta los 15 meses.
- **De unos 15 meses a 4 años:** una silla con arnés propio. Mantenla a contramarcha mientras tu hijo quepa; las sillas giratorias lo ponen mucho más fácil.
- **A partir de unos 4 años y 100 cm:** un elevador con respaldo y el cinturón del coche, que guía la banda por el hombro y protege la cabeza en un impacto lateral.
- **Por encima de 125 cm:** se permite el cojín elevador sin respaldo, aunque el elevador con respaldo sigue protegiendo más.

Entre 135 y 150 cm la ley permite usar el cinturón de adulto, pero los expertos en seguridad vial, y también la DGT, recomiendan seguir con elevador hasta los 150 cm.

## ¿Delante o detrás? {#front-seat}

Los niños de hasta 135 cm deben ir detrás. Las excepciones son pocas:

1. el coche no tiene asientos traseros;
2. todos los asientos traseros ya van ocupados por otros niños que también necesitan silla; o
3. no caben todas las sillas en la parte de atrás.

En esos casos el niño puede ir delante, siempre en su silla. **Nunca pongas una silla a contramarcha delante de un airbag activo**: desconecta antes el airbag del acompañante y comprueba que el testigo indica que está apagado.

## Taxis y traslados desde el aeropuerto {#taxis}

La normativa permite que los menores de 135 cm viajen en taxi sin silla solo por vías urbanas y siempre en los asientos traseros. El trayecto del aeropuerto de Sevilla al centro va en parte por la autovía A-4, así que pide un taxi con silla infantil cuando reserves el traslado o lleva tu propia silla.

## Coches de alquiler {#hire-cars}

Las empresas de alquiler de coches también alquilan sillas, pero hay poco donde elegir y muchas veces no sabes cuál te toca hasta llegar al mostrador. Uses la silla que uses, revisa la etiqueta de homologación, comprueba que es adecuada para la talla y el peso de tu hijo y, si el coche tiene ISOFIX, aprovéchalo: es más fácil instalarla bien. Nuestras sillas se limpian y revisan entre alquileres, y puedes [reservar una para tus fechas](/search) y recogerla en la sala de llegadas.

## Antes de arrancar {#checklist}

1. Comprueba que la silla va orientada correctamente según la edad y la altura de tu hijo.
2. Ajusta bien el arnés: no deberías poder pellizcar tela sobrante a la altura del hombro.
3. Quítale el abrigo grueso antes de abrocharle.
4. Asegúrate de que la silla no se mueve más de un par de centímetros en el punto de anclaje.
5. Desconecta el airbag si llevas una silla a contramarcha delante.

> La normativa cambia de vez en cuando. Esta guía recoge el Reglamento General de Circulación tal y como lo entendemos en 2025; el texto oficial lo publica la Dirección General de Tráfico en [dgt.es](https://www.dgt.es).
`,
  },
}
