/** `[czech name, english name, children]`; slugs derive from the names. */
export type CategoryNode = readonly [cs: string, en: string, children?: readonly CategoryNode[]];

/** The demo tree: 8 top categories, three levels, 59 categories in all. */
export const categoryTree: readonly CategoryNode[] = [
  [
    'Elektronika',
    'Electronics',
    [
      [
        'Mobilní telefony',
        'Mobile phones',
        [
          ['Chytré telefony', 'Smartphones'],
          ['Tlačítkové telefony', 'Feature phones'],
          ['Příslušenství k telefonům', 'Phone accessories'],
        ],
      ],
      [
        'Počítače a notebooky',
        'Computers and laptops',
        [
          ['Notebooky', 'Laptops'],
          ['Stolní počítače', 'Desktop computers'],
          ['Monitory', 'Monitors'],
        ],
      ],
      [
        'Audio a video',
        'Audio and video',
        [
          ['Sluchátka', 'Headphones'],
          ['Reproduktory', 'Speakers'],
          ['Televize', 'Televisions'],
        ],
      ],
    ],
  ],
  [
    'Dům a zahrada',
    'Home and garden',
    [
      [
        'Nábytek',
        'Furniture',
        [
          ['Sedačky', 'Sofas'],
          ['Stoly a židle', 'Tables and chairs'],
        ],
      ],
      [
        'Zahrada',
        'Garden',
        [
          ['Zahradní nářadí', 'Garden tools'],
          ['Grily', 'Barbecues'],
        ],
      ],
      ['Osvětlení', 'Lighting'],
    ],
  ],
  [
    'Kuchyně',
    'Kitchen',
    [
      [
        'Nádobí',
        'Cookware',
        [
          ['Hrnce', 'Pots'],
          ['Pánve', 'Pans'],
        ],
      ],
      [
        'Kuchyňské spotřebiče',
        'Kitchen appliances',
        [
          ['Kávovary', 'Coffee machines'],
          ['Mixéry', 'Blenders'],
          ['Rychlovarné konvice', 'Kettles'],
        ],
      ],
    ],
  ],
  [
    'Sport a outdoor',
    'Sports and outdoor',
    [
      [
        'Cyklistika',
        'Cycling',
        [
          ['Jízdní kola', 'Bicycles'],
          ['Cyklistické přilby', 'Cycling helmets'],
        ],
      ],
      [
        'Turistika',
        'Hiking',
        [
          ['Batohy', 'Backpacks'],
          ['Stany', 'Tents'],
        ],
      ],
      ['Fitness', 'Fitness equipment'],
    ],
  ],
  [
    'Móda',
    'Fashion',
    [
      ['Dámské oblečení', "Women's clothing"],
      ['Pánské oblečení', "Men's clothing"],
      [
        'Obuv',
        'Footwear',
        [
          ['Tenisky', 'Trainers'],
          ['Kotníkové boty', 'Ankle boots'],
        ],
      ],
    ],
  ],
  [
    'Děti a hračky',
    'Kids and toys',
    [
      [
        'Hračky',
        'Toys',
        [
          ['Stavebnice', 'Building sets'],
          ['Panenky', 'Dolls'],
          ['Deskové hry', 'Board games'],
        ],
      ],
      ['Dětské oblečení', "Children's clothing"],
    ],
  ],
  [
    'Zdraví a krása',
    'Health and beauty',
    [
      ['Péče o pleť', 'Skin care'],
      ['Vlasová kosmetika', 'Hair care'],
      ['Parfémy', 'Perfumes'],
    ],
  ],
  [
    'Knihy a kancelář',
    'Books and office',
    [
      [
        'Knihy',
        'Books',
        [
          ['Beletrie', 'Fiction'],
          ['Odborná literatura', 'Non-fiction'],
          ['Dětské knihy', "Children's books"],
        ],
      ],
      ['Kancelářské potřeby', 'Office supplies'],
    ],
  ],
];
