import type { SeedLegalPage } from './types'

export const legalEs: SeedLegalPage = {
  locale: 'es',
  effectiveOn: '2026-11-28',
  title: 'Aviso legal, privacidad y cookies',
  summary:
    'Quién está detrás de TinyTrip, las condiciones de uso de esta web, cómo tratamos tus datos personales y qué cookies y tecnologías similares utilizamos.',
  body: `En esta página te explicamos quiénes somos, las condiciones de uso de esta web, cómo tratamos tus datos personales y qué cookies utilizamos. Este texto también está disponible en inglés; si alguna vez las dos versiones no coinciden, prevalece la española.

## Aviso legal {#legal-notice}

En cumplimiento de la Ley 34/2002, de servicios de la sociedad de la información y de comercio electrónico (LSSI-CE), te informamos de que esta web pertenece a:

- **Sociedad:** TinyTrip Family Travel, S.L.
- **NIF:** B56123478
- **Domicilio social:** calle Luis de Morales 32, Edificio Forum, planta 3, 41018 Sevilla
- **Inscrita** en el Registro Mercantil de Sevilla, tomo 6512, folio 87, hoja SE-118204
- **Correo electrónico:** [hello@tinytrip.es](mailto:hello@tinytrip.es)

## Uso de esta web {#terms-of-use}

Puedes usar esta web para informarte sobre nuestro servicio y alquilar equipo de viaje infantil para tus propios viajes. Te pedimos que no hagas un mal uso de ella: no intentes acceder a cuentas ajenas, interrumpir el servicio ni copiar nuestros contenidos con fines comerciales. Los textos, las ilustraciones y la marca TinyTrip pertenecen a TinyTrip Family Travel, S.L. o se usan con permiso.

Cada alquiler se rige por las condiciones que ves antes de pagar, incluidos el precio, la fianza y las normas de cancelación: las reservas se pueden cancelar por internet sin coste hasta 24 horas antes de la recogida, y los reembolsos vuelven a la tarjeta con la que se pagó. La fianza reembolsable se retiene en tu tarjeta (o se cobra con el alquiler y se devuelve) y se libera cuando el equipo vuelve en buen estado, o cuando se cancela la reserva. Si el equipo vuelve dañado, necesitado de una limpieza a fondo o no vuelve, podemos quedarnos con parte de la fianza, como mucho la parte que corresponde a ese artículo: antes te enviamos por correo lo que encontramos, con fotos, y puedes responder desde tu reserva durante 7 días. Nuestras guías y artículos son información general escrita con cuidado, pero no sustituyen a la normativa oficial ni al asesoramiento profesional.

## Política de privacidad {#privacy}

### Responsable del tratamiento {#controller}

TinyTrip Family Travel, S.L., con los datos indicados arriba, es la responsable de los datos personales que se describen aquí. Para cualquier cuestión sobre tus datos, escríbenos a [privacidad@tinytrip.es](mailto:privacidad@tinytrip.es).

### Qué datos tratamos y para qué {#what-we-collect}

- **Tu cuenta:** nombre, correo electrónico, teléfono, idioma preferido y contraseña (guardada solo como un hash seguro). Los necesitamos para gestionar tu cuenta y tus reservas (ejecución de un contrato).
- **Tus reservas:** el equipo, el punto de recogida, las fechas y horas, los números de vuelo y las notas que añadas. Los usamos para preparar tu equipo y entregártelo (ejecución de un contrato).
- **Pagos:** los pagos con tarjeta los procesa nuestro proveedor de pagos. Nunca vemos ni guardamos el número completo de tu tarjeta; conservamos las referencias del pago y del reembolso (ejecución de un contrato y obligaciones legales).
- **Comprobación de identidad en la recogida:** miramos un pasaporte o DNI para entregar el equipo a la persona correcta. No guardamos ninguna copia.
- **Correos comerciales:** solo si los pides al registrarte (consentimiento). Puedes darte de baja cuando quieras.
- **Analítica web:** solo si aceptas las cookies de analítica (consentimiento), para saber qué páginas ayudan a los viajeros y qué campañas los han traído hasta aquí.
- **Seguridad:** registros técnicos, como los registros de peticiones, para mantener el servicio seguro y prevenir el fraude (interés legítimo).

### Cuánto tiempo los conservamos {#retention}

Conservamos los datos de la cuenta mientras esté abierta. Los datos de reservas y pagos se guardan durante seis años desde la reserva, como exige la normativa mercantil y fiscal española. Google Analytics conserva los datos de analítica durante 14 meses. Todo lo demás se borra o se anonimiza cuando deja de ser necesario.

### Con quién los compartimos {#recipients}

Solo compartimos datos con proveedores que nos ayudan a prestar el servicio y que han firmado un contrato de encargo del tratamiento: nuestro proveedor de alojamiento (servidores en la Unión Europea), nuestro proveedor de envío de correos y nuestro proveedor de pagos. Si aceptas la analítica, Google Ireland Limited recibe datos de uso; Google puede transferirlos a Estados Unidos al amparo del Marco de Privacidad de Datos UE-EE. UU. Solo compartimos datos con las autoridades cuando la ley lo exige. Nunca vendemos tus datos.

### Tus derechos {#rights}

Puedes pedirnos acceder a tus datos, rectificarlos o suprimirlos, oponerte a su tratamiento o limitarlo, y recibirlos en un formato portable. Cuando el tratamiento se basa en tu consentimiento, puedes retirarlo en cualquier momento sin que afecte a lo que hicimos antes. Escríbenos a [privacidad@tinytrip.es](mailto:privacidad@tinytrip.es). Si no estás conforme con nuestra respuesta, puedes presentar una reclamación ante la Agencia Española de Protección de Datos en [aepd.es](https://www.aepd.es).

## Política de cookies {#cookies}

Las cookies y otras tecnologías similares (como el almacenamiento local y de sesión de tu navegador) guardan pequeños datos en tu dispositivo. Usamos dos tipos.

### Esenciales {#essential-cookies}

Siempre están activas, porque sin ellas la web no puede funcionar:

- **basket_…** (cookie, 7 días): el equipo que tienes en la cesta, tanto si has iniciado sesión como si no.
- **Datos de sesión** (almacenamiento de sesión y local): mantienen tu sesión iniciada; se borran al cerrar sesión.
- **language** (almacenamiento local): el idioma que has elegido.
- **cookie_consent** (almacenamiento local): tu elección sobre las cookies y cuándo la hiciste. Te volvemos a preguntar pasados 24 meses.
- **utm** (almacenamiento de sesión, se borra al cerrar la pestaña): la campaña que te ha traído hasta aquí, si la hay. No sale de tu dispositivo salvo que aceptes la analítica.

### Analítica {#analytics-cookies}

Solo con tu permiso. Usamos Google Analytics 4 para contar las visitas a cada página y ver qué campañas funcionan:

- **_ga** y **_ga_…** (cookies, 2 años): distinguen unas visitas de otras sin identificarte.

Las cookies de analítica están desactivadas hasta que las actives. Puedes cambiar tu elección cuando quieras en **Configurar cookies**, al pie de cada página; si retiras tu consentimiento, borramos las cookies de analítica. También puedes bloquear o borrar las cookies desde la configuración de tu navegador.

## Contacto {#contact}

Si tienes dudas sobre esta página o sobre tu reserva, escríbenos a [hello@tinytrip.es](mailto:hello@tinytrip.es). Estas condiciones se rigen por la ley española; si eres consumidor, también puedes acudir a los tribunales de tu domicilio.
`,
}
