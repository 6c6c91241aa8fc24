import type { SeedArticle } from '../types'

export const whatToExpectAtPickup: SeedArticle = {
  id: 'what-to-expect-at-pickup',
  publishedOn: '2025-09-16',
  image: '/images/gear/zcs123-k.svg',
  titles: {
    en: 'What to expect when you pick up your gear',
    es: 'Qué esperar cuando recoges tu equipo',
  },
  summaries: {
    en: 'From the arrivals hall to your hire car in about ten minutes: what to bring, how the handover works, and how returns, delays and cancellations are handled.',
    es: 'De la sala de llegadas a tu coche de alquiler en unos diez minutos: qué traer, cómo es la entrega y qué pasa con las devoluciones, los retrasos y las cancelaciones.',
  },
  bodies: {
    en: `You have landed, collected your bags and your child is getting restless. Picking up your gear should be the easy part. Here is exactly what happens at our desk.

## Where to find us {#where}

Our main desk is in the **arrivals hall of Seville Airport (SVQ)**, open every day from early morning until late in the evening. We also have a desk at **Seville Santa Justa railway station** with shorter opening hours. The exact times for each day, including public holidays, are shown when you search and in your booking.

## What to bring {#what-to-bring}

- Your **booking reference**, from the confirmation email or from [My bookings](/my-bookings).
- A **passport or ID card** for the person who made the booking.
- A phone we can reach you on during your stay.

The rental is paid online when you book, and the refundable deposit is taken on your card before you arrive: usually as a hold placed the day before pickup, which is not a charge. There is nothing to pay at the desk.

## The handover {#handover}

1. We check your ID and booking and bring out your gear, cleaned and safety-checked since its last rental.
2. We show you how everything works: folding the stroller, adjusting the harness, fitting the ISOFIX base or threading the belt on a booster.
3. We look over the gear together and note any existing marks, so nobody has to argue about them later.

Most handovers take about ten minutes. If you are collecting a car seat, we are happy to walk you through fitting it in your hire car; for safety and insurance reasons the person driving does the actual installation.

## If your flight is delayed {#delays}

Add your flight numbers at checkout so we can keep an eye on your arrival. If you are going to land after we close, call or email us as soon as you know and we will find a solution with you.

## Returning the gear {#returning}

Bring everything back to the same desk before you fly home, ideally 15 minutes before you need to head to check-in. We check the gear in with you and close the booking. If everything is in good order, the deposit is released straight away: a hold disappears from your card within a few days (7 at most), and a deposit that was charged is refunded within 5 to 10 working days. If something is damaged or missing, we email you what we found, with photos, and you can answer from your booking for 7 days before we decide to keep any part of it.

## Changing your mind {#cancelling}

You can cancel from [My bookings](/my-bookings) up to **24 hours before pickup** and the refund goes back to the card you paid with. Within 24 hours of pickup the booking can no longer be cancelled online, but write to us at [hello@tinytrip.es](mailto:hello@tinytrip.es) if something has gone wrong with your trip.

> Something missing or not working during your stay? Contact us straight away and we will swap it at the desk.
`,
    es: `Has aterrizado, tienes tus maletas y el peque empieza a impacientarse. Recoger tu equipo debería ser lo más fácil del viaje. Esto es exactamente lo que pasa en nuestro mostrador.

## Dónde encontrarnos {#where}

Nuestro mostrador principal está en la **sala de llegadas del aeropuerto de Sevilla (SVQ)** y abre todos los días desde primera hora de la mañana hasta última hora de la tarde. También tenemos un mostrador en la **estación de tren Sevilla-Santa Justa**, con un horario más reducido. El horario exacto de cada día, festivos incluidos, aparece al buscar y en tu reserva.

## Qué debes traer {#what-to-bring}

- Tu **número de reserva**, que está en el correo de confirmación y en [Mis reservas](/my-bookings).
- El **pasaporte o DNI** de la persona que hizo la reserva.
- Un teléfono en el que podamos localizarte durante tu estancia.

El alquiler se paga por internet al reservar, y la fianza reembolsable se toma en tu tarjeta antes de que llegues: normalmente como una retención el día antes de la recogida, que no es un cobro. No tienes que pagar nada en el mostrador.

## La entrega {#handover}

1. Comprobamos tu documentación y tu reserva y te entregamos el equipo, limpio y revisado desde su último alquiler.
2. Te enseñamos cómo funciona todo: plegar el carrito, ajustar el arnés, colocar la base ISOFIX o pasar el cinturón por el elevador.
3. Revisamos el equipo contigo y anotamos cualquier marca que ya tenga, para que nadie tenga que discutir por ella después.

La mayoría de las entregas duran unos diez minutos. Si recoges una silla de coche, te explicamos con gusto cómo instalarla en tu coche de alquiler; por seguridad y por el seguro, la instalación la hace quien vaya a conducir.

## Si tu vuelo se retrasa {#delays}

Añade tus números de vuelo al finalizar la reserva para que podamos seguir tu llegada. Si vas a aterrizar después de nuestra hora de cierre, llámanos o escríbenos en cuanto lo sepas y buscaremos una solución contigo.

## La devolución {#returning}

Devuelve todo en el mismo mostrador antes de volar de vuelta, a poder ser 15 minutos antes de ir a facturar. Revisamos el equipo contigo y cerramos la reserva. Si todo está en buen estado, la fianza se libera en el momento: una retención desaparece de tu tarjeta en unos días (7 como mucho), y una fianza cobrada se devuelve en un plazo de 5 a 10 días hábiles. Si algo está dañado o falta, te enviamos por correo lo que encontramos, con fotos, y puedes responder desde tu reserva durante 7 días antes de que decidamos quedarnos con parte de ella.

## Si cambias de planes {#cancelling}

Puedes cancelar desde [Mis reservas](/my-bookings) hasta **24 horas antes de la recogida**, y el reembolso vuelve a la tarjeta con la que pagaste. En las 24 horas previas a la recogida ya no se puede cancelar por internet, pero escríbenos a [hello@tinytrip.es](mailto:hello@tinytrip.es) si algo se ha torcido en tu viaje.

> ¿Te falta algo o algo no funciona durante tu estancia? Avísanos enseguida y te lo cambiamos en el mostrador.
`,
  },
}
