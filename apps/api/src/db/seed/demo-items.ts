import type { MacroCategoryCode } from '@circula/domain';
import type { PhotoKind } from './demo-photos.js';
import type { Random } from './prng.js';

export interface DemoItem {
  title: string;
  description: string;
  /** Avaliação, in centavos. */
  estimatedValueCents: number;
  /** What its illustrations show. */
  kind: PhotoKind;
}

const reais = (value: number) => Math.round(value) * 100;
const thousands = (value: number) => value.toLocaleString('pt-BR');
const state = (random: Random) =>
  random.pick([
    'Em bom estado de conservação, com marcas de uso compatíveis com o tempo.',
    'Em ótimo estado, funcionando, testado na retirada do local.',
    'Apresenta sinais de uso e pequenas avarias estéticas; funcionamento não garantido.',
    'Seminovo, pouco uso, sem a embalagem original.',
  ]);
// Vehicles and machines have no packaging and are not "seminovos" after years of work.
const vehicleState = (random: Random) =>
  random.pick([
    'Em bom estado de conservação, com marcas de uso compatíveis com o tempo.',
    'Motor e câmbio funcionando; lataria com pequenos amassados e riscos.',
    'Apresenta sinais de uso e pequenas avarias estéticas; funcionamento não garantido.',
    'Revisões registradas; pintura com desgaste natural.',
  ]);
const asIs = 'Vendido no estado em que se encontra; recomenda-se a visitação antes do lance.';

type Factory = (random: Random) => DemoItem;

const passengerCars: [string, string, number][] = [
  ['Volkswagen', 'Gol 1.0 MPI', 42_000],
  ['Chevrolet', 'Onix LT 1.0 Turbo', 72_000],
  ['Toyota', 'Corolla XEi 2.0 Flex', 115_000],
  ['Hyundai', 'HB20 Comfort 1.0', 58_000],
  ['Renault', 'Kwid Zen 1.0', 45_000],
  ['Ford', 'Ka SE 1.5', 49_000],
  ['Honda', 'Civic EXL 2.0', 105_000],
  ['Jeep', 'Renegade Sport 1.8', 82_000],
];
const utilityVehicles: [string, string, number, PhotoKind][] = [
  ['Fiat', 'Strada Freedom 1.3 Cabine Dupla', 88_000, 'pickup'],
  ['Volkswagen', 'Saveiro Robust 1.6', 71_000, 'pickup'],
  ['Fiat', 'Fiorino Endurance 1.4', 76_000, 'van'],
  ['Chevrolet', 'Spin LT 1.8 7 lugares', 79_000, 'van'],
];
const trucks: [string, number][] = [
  ['Caminhão Volvo FH 540 6x4', 520_000],
  ['Caminhão Mercedes-Benz Atego 2426 6x2', 310_000],
  ['Caminhão Scania R 450 A6x2', 480_000],
  ['Caminhão Volkswagen Delivery 11.180', 190_000],
  ['Carreta Randon graneleira 3 eixos', 150_000],
];
const colours = ['branco', 'prata', 'preto', 'cinza', 'vermelho', 'azul'];

const lightVehicle = (random: Random, [brand, model, base]: [string, string, number], kind: PhotoKind) => {
  const year = random.int(2014, 2022);
  const km = random.int(18, 160) * 1000;
  const value = base * (1 - (2024 - year) * 0.045) * (1 - km / 900_000);
  return {
    title: `${brand} ${model} ${year}/${year + 1} — ${thousands(km)} km`,
    description: `${brand} ${model}, ano ${year}, modelo ${year + 1}, cor ${random.pick(colours)}, flex, câmbio ${random.pick(['manual', 'automático'])}, ${thousands(km)} km rodados. Placa final ${random.int(0, 9)}. Documentação em dia; IPVA do ano pago pelo comitente. ${vehicleState(random)} ${asIs}`,
    estimatedValueCents: reais(value),
    kind,
  };
};
const heavyVehicle = (random: Random, model: string, base: number, kind: PhotoKind) => {
  const year = random.int(2010, 2021);
  // Machines count hours (a few hundred a year), trucks and buses kilometres.
  const usage =
    kind === 'tractor'
      ? `${thousands(random.int(8, 60) * 100)} horas de uso`
      : `${thousands(random.int(80, 900) * 1000)} km`;
  return {
    title: `${model} ${year}`,
    description: `${model}, ano ${year}, ${usage}. Pneus em estado regular, manutenção registrada. ${vehicleState(random)} ${asIs}`,
    estimatedValueCents: reais(base * (1 - (2024 - year) * 0.04)),
    kind,
  };
};

/**
 * The goods of each macro category, by name: an Event picks the names that fit its kind (a consórcio Event
 * sells quotas, not the bicycles of a charity bazaar). Each item says what its illustrations show.
 */
const factories = {
  VEICULOS_LEVES: {
    carro: (random) => lightVehicle(random, random.pick(passengerCars), 'car'),
    utilitario: (random) => {
      const [brand, model, base, kind] = random.pick(utilityVehicles);
      return lightVehicle(random, [brand, model, base], kind);
    },
  },
  VEICULOS_PESADOS: {
    caminhao: (random) => {
      const [model, base] = random.pick(trucks);
      return heavyVehicle(random, model, base, 'truck');
    },
    onibus: (random) => heavyVehicle(random, 'Ônibus Marcopolo Torino Mercedes-Benz OF 1721', 260_000, 'bus'),
    maquina: (random) => {
      const [model, base] = random.pick([
        ['Trator John Deere 5075E', 230_000],
        ['Retroescavadeira JCB 3CX', 340_000],
      ] as const);
      return heavyVehicle(random, model, base, 'tractor');
    },
  },
  ELETROS: {
    geladeira: (random) => {
      const brand = random.pick(['Brastemp', 'Consul', 'Electrolux', 'Samsung', 'LG']);
      const litres = random.pick([260, 340, 375, 410, 450]);
      return {
        title: `Geladeira ${brand} Frost Free ${litres} L ${random.pick(['Inox', 'Branca', 'Duplex'])}`,
        description: `Refrigerador ${brand} frost free, ${litres} litros, ${random.pick(['110 V', '220 V'])}. ${state(random)} ${asIs}`,
        estimatedValueCents: reais(1200 + litres * 6),
        kind: 'fridge',
      };
    },
    ar: (random) => {
      const btus = random.pick([9000, 12_000, 18_000, 24_000]);
      return {
        title: `Ar-condicionado Split ${random.pick(['LG', 'Samsung', 'Midea', 'Gree'])} ${thousands(btus)} BTUs Inverter`,
        description: `Ar-condicionado split inverter de ${thousands(btus)} BTUs, frio, ${random.pick(['220 V', '110 V'])}, com unidades interna e externa. A instalação fica por conta do comprador. ${state(random)}`,
        estimatedValueCents: reais(1400 + btus / 12),
        kind: 'aircon',
      };
    },
    lavadora: (random) => ({
      title: `Máquina de Lavar ${random.pick(['Brastemp', 'Electrolux', 'Consul'])} ${random.pick([11, 12, 15, 17])} kg`,
      description: `Lavadora de roupas automática. ${state(random)} ${asIs}`,
      estimatedValueCents: reais(random.int(900, 2200)),
      kind: 'washer',
    }),
    microondas: (random) => ({
      title: `Micro-ondas ${random.pick(['Panasonic', 'Electrolux', 'Midea'])} ${random.pick([20, 27, 32])} L`,
      description: `Forno micro-ondas com painel digital. ${state(random)}`,
      estimatedValueCents: reais(random.int(300, 700)),
      kind: 'microwave',
    }),
    freezer: (random) => ({
      title: `Freezer Horizontal ${random.pick(['Metalfrio', 'Consul', 'Electrolux'])} ${random.pick([310, 410, 534])} L`,
      description: `Freezer horizontal de duas tampas, dupla ação (congelador e refrigerador). ${state(random)} ${asIs}`,
      estimatedValueCents: reais(random.int(1500, 3200)),
      kind: 'freezer',
    }),
  },
  INFORMATICA: {
    notebook: (random) => {
      const [model, base] = random.pick([
        ['Dell Latitude 5420', 3200],
        ['Lenovo ThinkPad T14', 3600],
        ['HP EliteBook 840 G7', 3300],
        ['Apple MacBook Air M1', 5200],
        ['Acer Aspire 5', 2300],
      ] as const);
      const ram = random.pick([8, 16, 32]);
      return {
        title: `Notebook ${model} ${random.pick(['Core i5', 'Core i7', 'Ryzen 5'])} ${ram} GB SSD ${random.pick([256, 512])} GB`,
        description: `Notebook ${model}, ${ram} GB de memória, SSD, tela de 14 polegadas, com carregador. Formatado, sem sistema operacional. ${state(random)}`,
        estimatedValueCents: reais(base + ram * 40),
        kind: 'notebook',
      };
    },
    monitor: (random) => ({
      title: `Monitor ${random.pick(['LG', 'Dell', 'Samsung', 'AOC'])} ${random.pick([21.5, 24, 27])}" Full HD`,
      description: `Monitor LED com entradas HDMI e DisplayPort, com base e cabo de força. ${state(random)}`,
      estimatedValueCents: reais(random.int(350, 1100)),
      kind: 'monitor',
    }),
    desktops: (random) => ({
      title: `Lote com ${random.int(5, 20)} Computadores Desktop HP EliteDesk 800 G4`,
      description: `Desktops compactos Core i5 8ª geração, 8 GB, SSD 256 GB, sem monitores. Vendidos em lote único. ${state(random)} ${asIs}`,
      estimatedValueCents: reais(random.int(6000, 18_000)),
      kind: 'monitor',
    }),
    impressora: (random) => ({
      title: `Impressora Multifuncional ${random.pick(['HP LaserJet Pro M428', 'Brother DCP-L5652', 'Epson EcoTank L6270'])}`,
      description: `Impressora multifuncional (imprime, copia e digitaliza), rede e Wi-Fi. ${state(random)}`,
      estimatedValueCents: reais(random.int(700, 2400)),
      kind: 'printer',
    }),
    switch: (random) => ({
      title: `Switch ${random.pick(['Cisco Catalyst 2960', 'HPE Aruba 2530', 'TP-Link JetStream'])} 24 Portas Gigabit`,
      description: `Switch gerenciável de 24 portas gigabit, montável em rack. ${state(random)}`,
      estimatedValueCents: reais(random.int(600, 2500)),
      kind: 'switch',
    }),
  },
  CELULARES_TABLETS_TELEFONIA: {
    celular: (random) => {
      const [model, base] = random.pick([
        ['Apple iPhone 11 64 GB', 1800],
        ['Apple iPhone 13 128 GB', 3100],
        ['Samsung Galaxy A54 128 GB', 1400],
        ['Samsung Galaxy S21 FE', 1900],
        ['Motorola Moto G84 256 GB', 1100],
        ['Xiaomi Redmi Note 12', 900],
      ] as const);
      return {
        title: `Celular ${model}`,
        description: `Smartphone ${model}, desbloqueado, com carregador. Bateria com saúde acima de 80%. ${state(random)}`,
        estimatedValueCents: reais(base),
        kind: 'phone',
      };
    },
    tablet: (random) => ({
      title: `Tablet ${random.pick(['Apple iPad 9ª geração 64 GB', 'Samsung Galaxy Tab A8', 'Lenovo Tab M10'])}`,
      description: `Tablet Wi-Fi com capa protetora. ${state(random)}`,
      estimatedValueCents: reais(random.int(700, 2200)),
      kind: 'tablet',
    }),
    telefonesIp: (random) => ({
      title: `Lote com ${random.int(10, 40)} Telefones IP ${random.pick(['Yealink T31P', 'Intelbras TIP 125', 'Grandstream GXP1625'])}`,
      description: `Telefones IP de mesa, com fontes. Vendidos em lote único. ${state(random)} ${asIs}`,
      estimatedValueCents: reais(random.int(1200, 4800)),
      kind: 'deskphone',
    }),
  },
  MOVEIS_ESCRITORIO: {
    cadeira: (random) => ({
      title: `Cadeira de Escritório Ergonômica ${random.pick(['Cavaletti', 'Flexform', 'Frisokar'])} ${random.pick(['Presidente', 'Diretor', 'Operacional'])}`,
      description: `Cadeira giratória com regulagem de altura, apoio lombar e braços reguláveis, revestimento em ${random.pick(['tela', 'couro sintético', 'tecido'])}. ${state(random)}`,
      estimatedValueCents: reais(random.int(300, 1600)),
      kind: 'chair',
    }),
    cadeiras: (random) => ({
      title: `Lote com ${random.int(6, 30)} Cadeiras de Escritório Giratórias`,
      description: `Cadeiras giratórias com rodízios, modelos semelhantes. Vendidas em lote único. ${state(random)} ${asIs}`,
      estimatedValueCents: reais(random.int(1500, 7000)),
      kind: 'chair',
    }),
    mesa: (random) => ({
      title: `Mesa de Escritório em L ${random.pick(['1,40 m', '1,60 m', '1,80 m'])} com Gaveteiro`,
      description: `Mesa em L de MDF com estrutura metálica e gaveteiro volante de 3 gavetas. ${state(random)}`,
      estimatedValueCents: reais(random.int(400, 1300)),
      kind: 'desk',
    }),
    reuniao: (random) => ({
      title: `Mesa de Reunião para ${random.pick([6, 8, 10, 12])} Lugares`,
      description: `Mesa de reunião em MDF, tampo ${random.pick(['carvalho', 'branco', 'nogueira'])}, com caixa de tomadas. ${state(random)}`,
      estimatedValueCents: reais(random.int(800, 3000)),
      kind: 'desk',
    }),
    armario: (random) => ({
      title: `Armário de Aço ${random.pick(['2 portas', 'roupeiro 8 portas', 'com chave'])}`,
      description: `Armário de aço com prateleiras reguláveis. ${state(random)}`,
      estimatedValueCents: reais(random.int(300, 900)),
      kind: 'cabinet',
    }),
  },
  MOVEIS_UTILIDADES: {
    sofa: (random) => ({
      title: `Sofá ${random.pick(['3 Lugares', 'Retrátil 4 Lugares', 'de Canto'])} em ${random.pick(['Linho', 'Veludo', 'Suede'])}`,
      description: `Sofá com estrutura de madeira e assento de espuma, capa sem manchas. ${state(random)}`,
      estimatedValueCents: reais(random.int(1200, 5500)),
      kind: 'sofa',
    }),
    cama: (random) => ({
      title: `Cama Box ${random.pick(['Casal', 'Queen', 'King'])} com Colchão ${random.pick(['Ortobom', 'Castor', 'Probel'])}`,
      description: `Conjunto cama box com colchão de molas ensacadas. ${state(random)}`,
      estimatedValueCents: reais(random.int(1300, 4200)),
      kind: 'bed',
    }),
    jantar: (random) => ({
      title: `Mesa de Jantar ${random.pick([4, 6, 8])} Lugares com Cadeiras`,
      description: `Mesa de jantar com tampo de vidro e cadeiras estofadas. ${state(random)}`,
      estimatedValueCents: reais(random.int(900, 3800)),
      kind: 'dining',
    }),
    guardaRoupa: (random) => ({
      title: `Guarda-roupa ${random.pick([4, 6])} Portas com Espelho`,
      description: `Guarda-roupa em MDF, desmontado para a retirada. ${state(random)} ${asIs}`,
      estimatedValueCents: reais(random.int(700, 2600)),
      kind: 'cabinet',
    }),
    rack: (random) => ({
      title: `Rack para TV com Painel ${random.pick(['1,80 m', '2,20 m'])}`,
      description: `Rack com painel para TV de até 65 polegadas (TV não inclusa). ${state(random)}`,
      estimatedValueCents: reais(random.int(400, 1500)),
      kind: 'tvrack',
    }),
  },
  RESTAURANTES: {
    combinado: (random) => ({
      title: `Forno Combinado ${random.pick(['Rational iCombi Pro', 'Prática Miniconv', 'Unox Cheftop'])} ${random.pick([6, 10])} GNs`,
      description: `Forno combinado elétrico trifásico, vapor e convecção, com painel digital. ${state(random)} ${asIs}`,
      estimatedValueCents: reais(random.int(18_000, 65_000)),
      kind: 'combioven',
    }),
    fornoGas: (random) => ({
      title: `Forno Industrial a Gás ${random.pick(['Venâncio', 'Progás', 'Tedesco'])} ${random.pick([90, 120])} L`,
      description: `Forno industrial a gás com duas assadeiras. ${state(random)}`,
      estimatedValueCents: reais(random.int(1800, 6000)),
      kind: 'combioven',
    }),
    fogao: (random) => ({
      title: `Fogão Industrial ${random.pick([4, 6, 8])} Bocas com Forno`,
      description: `Fogão industrial de alta pressão, queimadores duplos. ${state(random)}`,
      estimatedValueCents: reais(random.int(900, 3200)),
      kind: 'stove',
    }),
    geladeiraComercial: (random) => ({
      title: `Geladeira Comercial ${random.pick(['Gelopar', 'Refrimate', 'Metalfrio'])} 4 Portas Inox`,
      description: `Refrigerador comercial vertical de 4 portas em aço inox. ${state(random)}`,
      estimatedValueCents: reais(random.int(3500, 9000)),
      kind: 'fridge',
    }),
    cafe: (random) => ({
      title: `Máquina de Café Expresso ${random.pick(['La Cimbali M23', 'Saeco Aulika', 'Gaggia La Radiosa'])}`,
      description: `Máquina de café expresso profissional. ${state(random)}`,
      estimatedValueCents: reais(random.int(4000, 22_000)),
      kind: 'coffee',
    }),
    salao: (random) => ({
      title: `Lote com ${random.int(10, 30)} Mesas e ${random.int(40, 120)} Cadeiras de Restaurante`,
      description: `Mesas quadradas e cadeiras de madeira do salão. Vendidas em lote único. ${state(random)} ${asIs}`,
      estimatedValueCents: reais(random.int(3000, 12_000)),
      kind: 'dining',
    }),
  },
  INDUSTRIAL: {
    compressor: (random) => ({
      title: `Compressor de Ar ${random.pick(['Schulz', 'Chiaperini', 'Atlas Copco'])} ${random.pick([20, 40, 60])} pés³ ${random.pick([200, 360])} L`,
      description: `Compressor de ar de pistão, trifásico. ${state(random)} ${asIs}`,
      estimatedValueCents: reais(random.int(3000, 25_000)),
      kind: 'compressor',
    }),
    gerador: (random) => ({
      title: `Gerador a Diesel ${random.pick(['Stemac', 'Cummins', 'Heimer'])} ${random.pick([55, 81, 150, 260])} kVA`,
      description: `Grupo gerador a diesel com painel de transferência automática. ${state(random)}`,
      estimatedValueCents: reais(random.int(40_000, 160_000)),
      kind: 'generator',
    }),
    empilhadeira: (random) => ({
      title: `Empilhadeira ${random.pick(['Hyster', 'Toyota', 'Still'])} a Gás ${random.pick([2.5, 3, 4])} t`,
      description: `Empilhadeira a GLP, torre triplex, ${thousands(random.int(3, 20) * 1000)} horas. ${state(random)} ${asIs}`,
      estimatedValueCents: reais(random.int(45_000, 120_000)),
      kind: 'forklift',
    }),
    costura: (random) => ({
      title: `Lote com ${random.int(5, 25)} Máquinas de Costura Industriais ${random.pick(['Siruba', 'Juki', 'Jack'])}`,
      description: `Máquinas de costura reta e overloque, com mesas e motores. ${state(random)} ${asIs}`,
      estimatedValueCents: reais(random.int(5000, 40_000)),
      kind: 'sewing',
    }),
    torno: (random) => ({
      title: `Torno Mecânico ${random.pick(['Nardini', 'Romi'])} ${random.pick(['1,5 m', '2 m', '3 m'])} entre Pontas`,
      description: `Torno mecânico universal com placa de 3 castanhas. ${state(random)}`,
      estimatedValueCents: reais(random.int(15_000, 60_000)),
      kind: 'lathe',
    }),
  },
  CONSTRUCAO: {
    porcelanato: (random) => ({
      title: `Lote de ${random.int(80, 600)} m² de Porcelanato ${random.pick(['Portinari', 'Portobello', 'Eliane'])} ${random.pick(['60x60', '90x90', '60x120'])}`,
      description: `Porcelanato retificado em caixas fechadas, estoque remanescente da loja. ${asIs}`,
      estimatedValueCents: reais(random.int(3000, 30_000)),
      kind: 'tiles',
    }),
    betoneira: (random) => ({
      title: `Betoneira ${random.pick(['CSM', 'Menegotti'])} ${random.pick([250, 400, 600])} L`,
      description: `Betoneira com motor elétrico monofásico. ${state(random)}`,
      estimatedValueCents: reais(random.int(1500, 5500)),
      kind: 'mixer',
    }),
    andaime: (random) => ({
      title: `Lote com ${random.int(20, 120)} Peças de Andaime Tubular`,
      description: `Painéis, diagonais e sapatas de andaime tubular. ${state(random)} ${asIs}`,
      estimatedValueCents: reais(random.int(2000, 14_000)),
      kind: 'scaffold',
    }),
    portas: (random) => ({
      title: `Lote com ${random.int(10, 60)} Portas de Madeira ${random.pick(['70 cm', '80 cm'])} com Batentes`,
      description: `Portas internas semioca, novas, com batentes e guarnições. ${asIs}`,
      estimatedValueCents: reais(random.int(2000, 12_000)),
      kind: 'door',
    }),
    loucas: (random) => ({
      title: `Lote de Louças Sanitárias ${random.pick(['Deca', 'Celite', 'Incepa'])} (${random.int(10, 50)} peças)`,
      description: `Vasos sanitários com caixa acoplada e cubas de apoio, novos, em caixas. ${asIs}`,
      estimatedValueCents: reais(random.int(3000, 15_000)),
      kind: 'toilet',
    }),
  },
  IMOVEIS: {
    apartamento: (random) => {
      const area = random.int(45, 140);
      const bedrooms = area < 60 ? 2 : area < 100 ? 3 : 4;
      return {
        title: `Apartamento ${bedrooms} Dormitórios ${area} m² — ${random.pick(['Bairro Centro', 'Jardim América', 'Vila Nova', 'Boa Vista'])}`,
        description: `Apartamento com ${bedrooms} dormitórios, ${area} m² de área privativa, ${random.int(1, 2)} vaga(s) de garagem, matrícula nº ${thousands(random.int(10_000, 199_999))} do Cartório de Registro de Imóveis. Imóvel ocupado; desocupação por conta do arrematante. Débitos de IPTU e condomínio conforme o Edital.`,
        estimatedValueCents: reais(area * random.int(4500, 9000)),
        kind: 'apartment',
      };
    },
    casa: (random) => {
      const area = random.int(120, 400);
      return {
        title: `Casa ${random.int(2, 4)} Dormitórios com ${area} m² de Terreno`,
        description: `Casa térrea com quintal e garagem, terreno de ${area} m², matrícula nº ${thousands(random.int(10_000, 199_999))}. Vendida em caráter ad corpus. Débitos conforme o Edital.`,
        estimatedValueCents: reais(area * random.int(1500, 3500)),
        kind: 'house',
      };
    },
    terreno: (random) => ({
      title: `Terreno Urbano de ${random.pick([250, 300, 360, 480, 1000])} m²`,
      description: `Terreno plano em loteamento regularizado, com água e energia na rua. Matrícula nº ${thousands(random.int(10_000, 199_999))}.`,
      estimatedValueCents: reais(random.int(90_000, 450_000)),
      kind: 'land',
    }),
    sala: (random) => ({
      title: `Sala Comercial ${random.int(30, 90)} m² com Vaga`,
      description: `Sala comercial em edifício com portaria 24 horas, banheiro privativo e uma vaga. ${asIs}`,
      estimatedValueCents: reais(random.int(180_000, 650_000)),
      kind: 'office',
    }),
  },
  OUTROS: {
    consorcio: (random) => {
      const credit = random.pick([80_000, 150_000, 300_000, 500_000]);
      return {
        title: `Cota de Consórcio de ${random.pick(['Imóvel', 'Veículo'])} Contemplada — Crédito de R$ ${thousands(credit)}`,
        description: `Carta de crédito contemplada de R$ ${thousands(credit)}, administradora ${random.pick(['Porto Seguro', 'Embracon', 'Rodobens', 'Itaú'])}, ${random.int(20, 80)} parcelas restantes. Transferência conforme as regras da administradora.`,
        estimatedValueCents: reais(credit * random.pick([0.18, 0.25, 0.32])),
        kind: 'certificate',
      };
    },
    bicicleta: (random) => ({
      title: `Bicicleta ${random.pick(['Caloi Elite', 'Specialized Rockhopper', 'Oggi Big Wheel'])} Aro 29`,
      description: `Bicicleta mountain bike, quadro de alumínio, 21 marchas. ${state(random)}`,
      estimatedValueCents: reais(random.int(900, 4500)),
      kind: 'bicycle',
    }),
    academia: (random) => ({
      title: `Lote de Equipamentos de Academia (${random.int(5, 15)} peças)`,
      description: `Halteres, anilhas e barras de musculação. ${state(random)} ${asIs}`,
      estimatedValueCents: reais(random.int(4000, 20_000)),
      kind: 'gym',
    }),
    livros: (random) => ({
      title: `Lote com ${random.int(50, 300)} Livros Variados`,
      description: `Livros de literatura, técnicos e infantis, em caixas. ${asIs}`,
      estimatedValueCents: reais(random.int(200, 1500)),
      kind: 'books',
    }),
  },
} satisfies Record<MacroCategoryCode, Record<string, Factory>>;

/** The names of the goods of each category, as an Event lists those it sells. */
export type DemoGoods = { [C in MacroCategoryCode]?: (keyof (typeof factories)[C])[] };

/** An item of the category, among the named goods when the Event names some (else any of the category). */
export function makeDemoItem(category: MacroCategoryCode, random: Random, goods?: DemoGoods): DemoItem {
  const all = factories[category] as Record<string, Factory>;
  const names = (goods?.[category] as string[] | undefined) ?? Object.keys(all);
  return all[random.pick(names)]!(random);
}
