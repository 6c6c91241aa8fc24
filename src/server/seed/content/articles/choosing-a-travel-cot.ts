import type { SeedArticle } from '../types'

export const choosingATravelCot: SeedArticle = {
  id: 'choosing-a-travel-cot',
  publishedOn: '2025-10-28',
  image: '/images/gear/ztc502-j.svg',
  titles: {
    en: 'How to choose a travel cot for your holiday',
    es: 'Cómo elegir una cuna de viaje para tus vacaciones',
  },
  summaries: {
    en: 'Hotel cot, travel cot or bassinet? What to look for in size, mattress and set-up, how to keep sleep safe in the Andalusian heat, and which of our cots suits your trip.',
    es: '¿Cuna del hotel, cuna de viaje o moisés? En qué fijarte en tamaño, colchón y montaje, cómo dormir seguros con el calor andaluz y cuál de nuestras cunas encaja con tu viaje.',
  },
  bodies: {
    en: `A good night's sleep makes or breaks a family holiday. Your child will be in a new room, often in a warmer climate, after a day full of new things, so the cot is worth a little thought.

## Is the hotel cot enough? {#hotel-cot}

Many hotels and holiday flats offer a cot, but quality varies a lot: thin mattresses, worn mesh, or a cot that turns out to be already in use by another guest. Ask for the make and model when you book and, if the answer is vague, bring or rent your own.

## What to look for {#what-to-look-for}

- **The right standard.** Travel cots sold in Europe should meet **EN 716**. The label is usually on the frame or the mattress.
- **Size and limits.** Travel cots suit children until they are about 90 cm tall, or until they can climb out, whichever comes first.
- **The mattress.** Use only the mattress made for that cot. It should be firm, flat and fit without gaps at the sides. Never add a second mattress or extra padding underneath or on top.
- **Breathable sides.** Mesh lets air through and lets you see your child without waking them.
- **Set-up time.** After a long journey, a cot that opens in one movement is worth its weight in gold.
- **Weight and size folded.** If you are touring, the cot has to fit in the boot alongside everything else.

## Newborns and young babies {#newborns}

For babies under about six months, a raised bassinet insert saves your back and keeps the baby at a comfortable height. Stop using it as soon as your baby can push up on hands and knees.

## Safe sleep, wherever you are {#safe-sleep}

1. Put your baby to sleep on their back, with their feet at the foot of the cot.
2. Keep the cot clear: no pillows, duvets, bumpers or soft toys for babies under one year.
3. Place the cot away from windows, blind cords and heaters.
4. Watch the room temperature. Seville summers are hot: aim for 16 to 20 °C with air conditioning, and dress your baby in a light sleeping bag rather than blankets.

## Our travel cots {#our-cots}

- **Joie Kubbie Sleep**: sturdy, with mesh on all sides and a raised bassinet insert for young babies. Suitable from birth up to 15 kg, and a great choice for a longer stay in one place.
- **BabyBjörn Travel Crib Light**: opens and folds in one movement, weighs about 6 kg and suits children from birth to about 3 years. Ideal if you are moving between places.

Both come with their own mattress and a fitted sheet, and are cleaned and checked between rentals. [Search your dates](/search) to see which one is available at your pickup point.
`,
    es: `Dormir bien puede salvar o arruinar unas vacaciones en familia. Tu hijo estará en una habitación nueva, muchas veces con más calor del que está acostumbrado y después de un día lleno de novedades, así que merece la pena pensar un poco en la cuna.

## ¿Basta con la cuna del hotel? {#hotel-cot}

Muchos hoteles y apartamentos turísticos ofrecen cuna, pero la calidad varía mucho: colchones finos, mallas gastadas o una cuna que al final está ocupada por otro huésped. Pregunta la marca y el modelo al reservar y, si la respuesta es imprecisa, lleva o alquila la tuya.

## En qué fijarte {#what-to-look-for}

- **La normativa.** Las cunas de viaje que se venden en Europa deben cumplir la norma **EN 716**. La etiqueta suele estar en la estructura o en el colchón.
- **Tamaño y límites.** Las cunas de viaje sirven hasta que el niño mide unos 90 cm o hasta que es capaz de salir solo, lo que ocurra antes.
- **El colchón.** Usa solo el colchón diseñado para esa cuna. Debe ser firme, plano y encajar sin huecos en los laterales. Nunca añadas un segundo colchón ni acolchado extra por debajo o por encima.
- **Laterales transpirables.** La malla deja pasar el aire y te permite ver al bebé sin despertarlo.
- **Tiempo de montaje.** Después de un viaje largo, una cuna que se abre en un solo gesto vale su peso en oro.
- **Peso y tamaño plegada.** Si vas a ir de un sitio a otro, la cuna tiene que caber en el maletero junto con todo lo demás.

## Recién nacidos y bebés pequeños {#newborns}

Para bebés de menos de unos seis meses, un moisés elevado te ahorra dolor de espalda y deja al bebé a una altura cómoda. Deja de usarlo en cuanto tu bebé empiece a incorporarse a gatas.

## Sueño seguro, estés donde estés {#safe-sleep}

1. Acuesta a tu bebé boca arriba, con los pies tocando el extremo de la cuna.
2. Mantén la cuna despejada: nada de almohadas, edredones, protectores ni peluches para menores de un año.
3. Coloca la cuna lejos de ventanas, cordones de persianas y radiadores.
4. Vigila la temperatura de la habitación. Los veranos en Sevilla son calurosos: intenta mantenerla entre 16 y 20 °C con el aire acondicionado y viste al bebé con un saco de dormir ligero en lugar de mantas.

## Nuestras cunas de viaje {#our-cots}

- **Joie Kubbie Sleep**: resistente, con malla en todos los lados y moisés elevado para los más pequeños. Apta desde el nacimiento hasta 15 kg, y una gran opción para estancias largas en un mismo sitio.
- **BabyBjörn Travel Crib Light**: se abre y se pliega en un solo gesto, pesa unos 6 kg y sirve desde el nacimiento hasta los 3 años aproximadamente. Ideal si vas a ir cambiando de alojamiento.

Las dos llevan su propio colchón y sábana bajera, y las limpiamos y revisamos entre alquileres. [Busca tus fechas](/search) para ver cuál está disponible en tu punto de recogida.
`,
  },
}
