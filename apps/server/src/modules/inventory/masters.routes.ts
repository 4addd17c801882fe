import {
  drugInputSchema,
  drugSchema,
  manufacturerInputSchema,
  manufacturerSchema,
  messageSchema,
  supplierInputSchema,
  supplierSchema,
} from '@clinic/shared/inventory';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/actor.ts';
import { requirePermission } from '../../plugins/authorization.ts';
import type { MastersService } from './masters.service.ts';

const idParams = z.object({ id: z.uuid({ error: 'Invalid id' }) });
const dataOf = <T extends z.ZodType>(item: T) => z.object({ data: item, message: z.string().optional() });

/** The manufacturer, supplier and drug calls of 001 §7, at exactly those paths and reply shapes. */
export const mastersRoutes: FastifyPluginAsyncZod<{ masters: MastersService }> = async (app, { masters }) => {
  // Doctors prescribe from the catalogue and the pharmacy dispenses from it.

  app.get(
    '/manufacturer/all-manufacturers',
    {
      onRequest: requirePermission('inventory.masters.manage'),
      schema: { response: { 200: dataOf(z.array(manufacturerSchema)) } },
    },
    async () => ({
      data: await masters.listManufacturers(),
    }),
  );
  app.post(
    '/manufacturer/add-manufacturer',
    {
      onRequest: requirePermission('inventory.masters.manage'),
      schema: { body: manufacturerInputSchema, response: { 201: dataOf(manufacturerSchema) } },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Manufacturer added successfully!',
        data: await masters.addManufacturer(request.body, actorOf(request)),
      }),
  );
  app.put(
    '/manufacturer/edit-manufacturer/:id',
    {
      onRequest: requirePermission('inventory.masters.manage'),
      schema: { params: idParams, body: manufacturerInputSchema, response: { 200: dataOf(manufacturerSchema) } },
    },
    async (request) => ({
      message: 'Manufacturer updated successfully!',
      data: await masters.editManufacturer(request.params.id, request.body, actorOf(request)),
    }),
  );

  app.get(
    '/supplier/all-suppliers',
    {
      onRequest: requirePermission('inventory.masters.manage'),
      schema: { response: { 200: dataOf(z.array(supplierSchema)) } },
    },
    async () => ({
      data: await masters.listSuppliers(),
    }),
  );
  app.post(
    '/supplier/add-supplier',
    {
      onRequest: requirePermission('inventory.masters.manage'),
      schema: { body: supplierInputSchema, response: { 201: dataOf(supplierSchema) } },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Supplier added successfully!',
        data: await masters.addSupplier(request.body, actorOf(request)),
      }),
  );
  app.put(
    '/supplier/edit-supplier/:id',
    {
      onRequest: requirePermission('inventory.masters.manage'),
      schema: { params: idParams, body: supplierInputSchema, response: { 200: dataOf(supplierSchema) } },
    },
    async (request) => ({
      message: 'Supplier updated successfully!',
      data: await masters.editSupplier(request.params.id, request.body, actorOf(request)),
    }),
  );

  app.get(
    '/gst-rates',
    { onRequest: requirePermission('drugs.read'), schema: { response: { 200: z.array(z.number()) } } },
    async () => masters.gstSlabs(),
  );
  app.get(
    '/drug/all-drugs',
    { onRequest: requirePermission('drugs.read'), schema: { response: { 200: z.array(drugSchema) } } },
    async () => masters.listDrugs(),
  );
  app.get(
    '/drug/get-drug/:id',
    { onRequest: requirePermission('drugs.read'), schema: { params: idParams, response: { 200: drugSchema } } },
    async (request) => masters.getDrug(request.params.id),
  );
  app.post(
    '/drug/add-drug',
    {
      onRequest: requirePermission('inventory.masters.manage'),
      schema: { body: drugInputSchema, response: { 201: messageSchema } },
    },
    async (request, reply) => {
      await masters.addDrug(request.body, actorOf(request));
      return reply.status(201).send({ message: 'Drug added successfully!' });
    },
  );
  app.put(
    '/drug/edit-drug/:id',
    {
      onRequest: requirePermission('inventory.masters.manage'),
      schema: { params: idParams, body: drugInputSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await masters.editDrug(request.params.id, request.body, actorOf(request));
      return { message: 'Drug updated successfully!' };
    },
  );
  app.delete(
    '/drug/delete-drug/:id',
    {
      onRequest: requirePermission('inventory.masters.manage'),
      schema: { params: idParams, response: { 200: messageSchema } },
    },
    async (request) => {
      await masters.deleteDrug(request.params.id, actorOf(request));
      return { message: 'Drug deleted successfully' };
    },
  );
};
