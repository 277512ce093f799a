import { describe, expect, it } from 'vitest'
import { categoryLevels, parseCatalogueFile } from '../bench/relevance/catalogue-file'
import { categoryJudgments } from '../bench/relevance/judgments'

// The relevance bench's reader of another retailer's catalogue (BENCH_CATALOGUE_FILE).
describe('catalogue file for the relevance bench', () => {
  it('reads category paths as exports write them, top level first', () => {
    expect(categoryLevels('["Clothing >> Women\'s Clothing >> Tops"]')).toEqual([
      'Clothing',
      "Women's Clothing",
      'Tops',
    ])
    expect(categoryLevels('Home > Kitchen > Mugs')).toEqual(['Home', 'Kitchen', 'Mugs'])
    expect(categoryLevels('Home/Kitchen')).toEqual(['Home', 'Kitchen'])
    expect(categoryLevels('Shoes')).toEqual(['Shoes'])
  })

  it('takes the leaf as the tuning query and its parent as the held-out one', () => {
    const csv = [
      'uniq_id,product_name,product_category_tree,description',
      'a,"Alisha Solid Women\'s Cycling Shorts","[""Clothing >> Women\'s Clothing >> Shorts""]","multi',
      'line, quoted"',
      'b,FabHomeDecor Sofa Bed,"[""Furniture >> Living Room >> Sofa Beds""]",x',
      'a,Alisha Shorts (second offer),"[""Clothing >> Women\'s Clothing >> Shorts""]",y',
      'c,,"[""Clothing >> Tops""]",no name',
    ].join('\n')
    const products = parseCatalogueFile(csv, 'flipkart.csv')
    expect(products.map((p) => [p.id, p.articleType, p.subCategory])).toEqual([
      ['a', 'Shorts', "Women's Clothing"],
      ['b', 'Sofa Beds', 'Living Room'],
      ['row-3', 'Shorts', "Women's Clothing"],
    ])
    const judgments = categoryJudgments(products, 1)
    expect(judgments.find((j) => j.query === 'shorts')).toMatchObject({ split: 'tuning' })
    expect(judgments.find((j) => j.query === "women's clothing")).toMatchObject({
      split: 'heldOut',
    })
  })

  it('reads leaf and parent columns, named ones too, and says what is missing', () => {
    const csv = 'sku;title;dept;kind\n1;Red Mug;Kitchen;Mugs\n'
    expect(parseCatalogueFile(csv, 'f', 'leaf=kind,parent=dept')).toEqual([
      { id: '1', name: 'Red Mug', articleType: 'Mugs', subCategory: 'Kitchen' },
    ])
    expect(() => parseCatalogueFile(csv, 'f')).toThrow(/no category column/)
    expect(() => parseCatalogueFile('sku,kind\n1,Mugs\n', 'f')).toThrow(/no name column/)
  })
})
