export interface paths {
    "/api/v1/consignment/cancellation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Cancel an inward consignment
         * @description Source 4.1 and 3. Sets the consignment identified by consignmentNumber to CANCELLED and returns its record; a cancelled consignment can be rescheduled through scheduleConsignment.
         */
        put: operations["cancelConsignment"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/consignment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Schedule or reschedule an inward consignment
         * @description Source 4.2 and 3. Also reschedules a cancelled consignment.
         */
        put: operations["scheduleConsignment"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a contact
         * @description Source 4.3. The body is the contact record of 2.2 wrapped under data.
         */
        post: operations["createContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/platform/v1/client-webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhooks
         * @description Source 4.4 and 4.8. total is a string.
         */
        get: operations["listWebhooks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/platform/v1/client-webhook/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a webhook
         * @description Source 4.5.
         */
        get: operations["getWebhook"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/platform/v1/import-job": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List import jobs
         * @description Source 4.6 and 4.8. The count is named result (an integer) instead of total.
         */
        get: operations["listImportJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product-engine/api/v1/products/{productSku}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look up a product by its name (SKU)
         * @description Source 4.7 rule 1 and 7 rule 1. An unknown SKU is answered with an error message that begins with Failed.
         */
        get: operations["getProduct"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product-engine/api/v1/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Configure (create) a product
         * @description Source 4.7 rule 2 and 7 rule 2. Missing or incorrect mandatory data does not fail; a draft product is created instead.
         */
        post: operations["createProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product-engine/api/v2/productListing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a product available on the channel
         * @description Source 4.7 and 9 (api/v2). The method is not shown; POST is the most plausible for marking a product available.
         */
        post: operations["createProductListing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a webhook (inventory, shipments, returns, cancellations)
         * @description Source 4.7 and 6. The method is not shown; POST is the most plausible for a registration. The service then POSTs events to webhookUrl.
         */
        post: operations["registerWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a confirmed order for fulfillment
         * @description Source 1 and 4.7 rule 3. The service plans one or more shipments for the order and reports their progress through shipment events.
         */
        post: operations["submitOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoice-detail/{customerOrderNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fetch invoice details for a shipment
         * @description Source 1 (step 3) and 4.7.
         */
        get: operations["getInvoiceDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fetchInvoicePDF/{customerOrderNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fetch the invoice PDF
         * @description Source 4.7.
         */
        get: operations["getInvoicePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cancel-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request a customer cancellation of an order
         * @description Source 3, 4.7, 6 rule 2 and 8. Accepted only before the shipment is packed; the cancellation is reported through the shipment webhook. The method is not shown; POST is the most plausible.
         */
        post: operations["cancelOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/return": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a return
         * @description Source 4.7 and 6. The return is then reported through return events. The method is not shown; POST is the most plausible for a creation.
         */
        post: operations["createReturn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    channelInventoryUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Channel inventory update (resource channel_inventory, eventSubType updated)
         * @description Source 6. Sent when the inventory of an item changes in the fulfillment center; the app updates its catalog using inventoryItemId.
         */
        post: operations["channelInventoryUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    shipmentStatusChanged: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Shipment event, one per status change
         * @description Source 2.7 and 6. The event subtype is the new status (the enum of shipment-status.json). Each item object has quantity 1. A shipment cancelled by the service has subtype and status cancelled and only the created entry in status_log (6 rule 1).
         */
        post: operations["shipmentStatusChanged"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    returnStatusChanged: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Return event, one per status change
         * @description Source 2.8 and 6. The event subtype is the new status (the enum of return-status.json).
         */
        post: operations["returnStatusChanged"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /**
         * CancelOrderRequest
         * @description Body of the customer cancellation call, wrapped under data. A customer cancellation is allowed only before the shipment is packed (source 3, 8) and is reported through the shipment webhook (6 rule 2).
         */
        "cancel-order-request": {
            data: {
                customerOrderNumber: string;
                /** @description Cancel one shipment of the order only. */
                externalShipmentID?: string;
            };
        };
        /**
         * Consignment
         * @description Source 2.1: inward consignment response record. Every field is a string; timestamps are ISO 8601 UTC with milliseconds. The field names scheduledArivalFrom/scheduledArivalTo are spelled as the source gives them.
         */
        consignment: {
            /** @description Record id. */
            id: string;
            accountId: string;
            /** @description Identifier of the consignment. */
            consignmentNumber: string;
            /** @description Reference number. */
            refConsignmentNumber: string;
            refConsignmentDate: components["schemas"]["timestamp-utc-millis"];
            consignmentType: string;
            fromPartyID: string;
            toPartyID: string;
            status: string;
            isPicked: string;
            shortageQty: string;
            overageQty: string;
            wmsSync: string;
            createdAt: components["schemas"]["timestamp-utc-millis"];
            updatedAt: components["schemas"]["timestamp-utc-millis"];
            /** @description Spelling of the field name is as the source gives it. */
            scheduledArivalFrom: components["schemas"]["timestamp-utc-millis"];
            /** @description Spelling of the field name is as the source gives it. */
            scheduledArivalTo: components["schemas"]["timestamp-utc-millis"];
            tcnstatus: string;
        };
        /**
         * ConsignmentScheduleRequest
         * @description Source 4.2: body of PUT /api/v1/consignment, the fields wrapped under data. Only consignmentNumber (which identifies the consignment) is required. Where the source's sample deviates from its field table, both forms are accepted (x-observed-deviation); the documented form is canonical.
         */
        "consignment-schedule-request": {
            data: {
                /** @description Identifies the consignment. */
                consignmentNumber: string;
                /** @description Appears in the sample body. */
                refConsignmentNumber?: string;
                /** @description Arrival window start (time of day, as in the sample). Spelling as given. */
                scheduledArivalFrom?: components["schemas"]["time-of-day"];
                /** @description Arrival window end (time of day, as in the sample). Spelling as given. */
                scheduledArivalTo?: components["schemas"]["time-of-day"];
                /** @description Arrival date at the warehouse; sample form YYYY-MM-DD HH:MM:SS. */
                scheduledArrivalDate?: components["schemas"]["timestamp-event"];
                /** @description Departure date; sample form YYYY-MM-DD HH:MM:SS. */
                departureDate?: components["schemas"]["timestamp-event"];
                /** @description Picking type; the sample uses a 0 or 1 style flag. */
                isPicked?: string;
                /** @description Number of containers. Documented as an integer; the source's sample sends it as a string of digits. */
                containersQty?: number | string;
                /** @description Transport details. Documented as a string; the source's sample sends an object with courier {courierName, trackingNumber}. */
                transportedBy?: string | {
                    courier: {
                        courierName?: string;
                        trackingNumber?: string;
                    };
                };
                /** @description Document details. */
                documents?: Record<string, unknown>;
            };
        };
        /**
         * Contact
         * @description Source 2.2: contact (vendor, party) request record. Which fields are required is not shown, so none is.
         */
        contact: {
            /** @description Appears in one request form. */
            accountSlug?: string;
            contactName?: string;
            contactCode?: string;
            networkKey?: string;
            contactType?: string;
            /** @description Tax registration number of the contact. */
            gstin?: string;
            /** @description addressLine1 is the documented name; one request form of the source names it addressLine, which is accepted too. */
            address?: {
                addressLine1?: string;
                addressLine?: string;
                city?: string;
                state?: string;
                pincode?: string;
                country?: string;
            };
            contact?: {
                phoneNumber?: string;
                email?: string;
            };
            status?: string;
            customField?: {
                label?: string;
                internalName?: string;
                value?: string[];
            }[];
            createdAt?: components["schemas"]["timestamp-utc-millis"];
            updatedAt?: components["schemas"]["timestamp-utc-millis"];
        };
        /**
         * ContactRequest
         * @description Source 4.3: body of POST /api/v1/contact, the contact record of 2.2 wrapped under data.
         */
        "contact-request": {
            data: components["schemas"]["contact"];
        };
        /**
         * CustomProperty
         * @description Source 2.5: custom property record. description is optional; options is present for the select field types.
         */
        "custom-property": {
            accountSlug: string;
            label: string;
            internalName: string;
            /** @description Optional. */
            description?: string;
            /** @enum {string} */
            isUnique: "yes" | "no";
            fieldType: string;
            /** @description Present for select types. */
            options?: string[];
            scope: string[];
            createdAt: components["schemas"]["timestamp-utc-millis"];
            updatedAt: components["schemas"]["timestamp-utc-millis"];
        };
        /**
         * CustomPropertyPage
         * @description Source 2.5 and 4.8: a paged listing of custom properties (the source's example of a paged listing; no endpoint for it is shown).
         */
        "custom-property-page": {
            /** @description Count of records for the applied filters. */
            total: number | string;
            data: components["schemas"]["custom-property"][];
        } & WithRequired<components["schemas"]["page-envelope"], "data">;
        /**
         * CalendarDate
         * Format: date
         * @description Source 2.7: a calendar date YYYY-MM-DD (expectedDeliveryDate).
         * @example 2024-03-09
         */
        date: string;
        /**
         * DropAddress
         * @description Source 2.8: drop address of a return event; every field carries the drop_ prefix.
         */
        "drop-address": {
            drop_name: string;
            drop_address: string;
            drop_pincode: string;
            drop_city: string;
            drop_country: string;
            drop_state: string;
        };
        /**
         * ErrorResponse
         * @description Source 7: an error response. Its format and status codes are not shown, so this schema is deliberately permissive: any object, with an optional message.
         */
        error: {
            message?: string;
        };
        /**
         * Flag
         * @description Source 2.7 and 2.8: a yes/no flag sent as the string "0" or "1" (isPriorityShipment, isGift, isCOD, isExchange), never a number or boolean.
         * @enum {string}
         */
        flag: "0" | "1";
        /**
         * ImportJob
         * @description Source 2.4: import job (bulk file import of product data). failedFilePath, additionalDetails, successCount and failureCount are present on some jobs only.
         */
        "import-job": {
            id: string;
            jobType: string;
            channelId: string;
            status: string;
            /**
             * Format: uri
             * @description File that was imported.
             */
            filePath: string;
            /** @description Present on some jobs. */
            failedFilePath?: string;
            /** @description Present on some jobs. */
            additionalDetails?: string;
            /** @description Present on some jobs. */
            successCount?: string;
            /** @description Present on some jobs. */
            failureCount?: string;
            /** @description Name of the user who created the job. */
            userName: string;
            userId: string;
            createdAt: components["schemas"]["timestamp-utc-millis"];
            updatedAt: components["schemas"]["timestamp-utc-millis"];
        };
        /**
         * ImportJobPage
         * @description Source 4.6 and 4.8: the import job listing names its count result (an integer, total number of jobs) instead of total.
         */
        "import-job-page": {
            /** @description Total number of jobs. */
            result: number;
            data: components["schemas"]["import-job"][];
        } & WithRequired<components["schemas"]["page-envelope"], "data">;
        /**
         * InventoryEvent
         * @description Source 6: body of a channel inventory update event (resource channel_inventory, eventSubType updated): a JSON array of inventory event items.
         */
        "inventory-event": components["schemas"]["inventory-item"][];
        /**
         * InventoryItem
         * @description Source 2.6: one item of a channel inventory update event; the app updates its catalog using inventoryItemId.
         */
        "inventory-item": {
            inventoryItemId: string;
            inventory: number;
            productId: string | null;
        };
        /**
         * InvoiceDetail
         * @description Invoice details of a shipment, with the invoice fields the shipment event carries (2.7). The service creates one invoice per shipment (source 1, step 3).
         */
        "invoice-detail": {
            customerOrderNumber?: string;
            externalShipmentID?: string;
            invoiceNumber?: string;
            invoiceDate?: components["schemas"]["timestamp-event"];
            invoice_url?: string;
            invoiceTotal?: number;
        };
        /**
         * OrderRequest
         * @description Body of POST {wms_url}/api/order (submit a confirmed order for fulfillment), wrapped under data. The harness uses the names the shipment event carries for the same facts (2.7); an order line may have any quantity (the shipment events then carry one item object per unit). externalChannelID carries the channel code generated when the sales channel was enabled (4.7 rule 3).
         */
        "order-request": {
            data: {
                customerOrderNumber: string;
                /** @description The channel code generated when the sales channel was enabled. */
                externalChannelID?: string;
                orderDate?: components["schemas"]["timestamp-event"];
                paymentType?: string;
                isCOD?: components["schemas"]["flag"];
                customerName?: string;
                customerContactNumber?: string;
                email?: string;
                shippingAddress?: components["schemas"]["shipping-address"];
                items?: {
                    orderItemID?: string;
                    sku: string;
                    productName?: string;
                    quantity: number;
                    customerPrice?: number;
                    discount?: number;
                    taxRate?: number;
                    shippingCharges?: number;
                }[];
            };
        };
        /**
         * PageEnvelope
         * @description Source 4.8 and 8: the paging fields every listing carries, always present (also on an empty page). Defaults: page 1, perPage 25. Maximum perPage is not shown.
         */
        "page-envelope": {
            /** @default 1 */
            page: number;
            /** @default 25 */
            perPage: number;
            /** @description Records of the current page. */
            data: unknown[];
        };
        /**
         * PickupAddress
         * @description Source 2.8: pickup address of a return event; every field carries the pickup_ prefix.
         */
        "pickup-address": {
            pickup_customerName: string;
            pickup_addressLine1: string;
            pickup_addressLine2: string;
            pickup_city: string;
            pickup_state: string;
            pickup_postalCode: string;
            pickup_countryCode: string;
            pickup_countryName: string;
            pickup_contactPhone: string;
            pickup_email: string;
        };
        /**
         * Product
         * @description A product of the workspace as the harness models it. The source does not show product fields; the names used here are those the shipment event items carry for a product (2.7).
         */
        product: {
            /** @description The product's name (SKU), by which it is looked up. */
            sku?: string;
            productName?: string;
            productImageUrl?: string;
            productUrl?: string;
            customerPrice?: number;
            taxRate?: number;
            productAdditionalInfo?: {
                [key: string]: string;
            };
            /** @description The harness marks a product created with missing mandatory data as draft (source 4.7 rule 2); others are active. */
            status?: string;
        };
        /**
         * ProductListingRequest
         * @description Body of the product listing call (mark a product available on the channel), wrapped under data. The harness identifies the product by sku.
         */
        "product-listing-request": {
            data: {
                sku: string;
                externalChannelID?: string;
            };
        };
        /**
         * ProductLookupError
         * @description Source 4.7 rule 1 and 7 rule 1: the answer to a lookup of an unknown SKU carries an error message saying that the product (SKU) does not exist; the message begins with the word Failed.
         * @example {
         *       "message": "Failed: product SKU-404 does not exist"
         *     }
         */
        "product-lookup-error": {
            message: string;
        } & WithRequired<components["schemas"]["error"], "message">;
        /**
         * ProductRequest
         * @description Body of POST product-engine/api/v1/products, wrapped under data like the other write bodies. Missing or incorrect mandatory data does not fail: a draft product is created (source 4.7 rule 2, 7 rule 2), so nothing inside data is required.
         */
        "product-request": {
            data: components["schemas"]["product"];
        };
        /**
         * ReturnEvent
         * @description Source 2.8 and 6: payload of a return event, sent when a return enters a status. Identifiers in track_payload that carried the tracking provider's brand use the neutral word tracker.
         */
        "return-event": {
            externalChannelID: string;
            customerReturnNumber: string;
            customerOrderNumber: string;
            pickupType: string;
            /** @description The return status; equals the subtype of the event. */
            status: components["schemas"]["return-status"];
            trackingID: string;
            courierName: string;
            customerName: string;
            customerContactNumber: string;
            email: string;
            remarks: string;
            channelSlug: string;
            accountSlug: string;
            latest_status: string;
            expectedPickupDate: string;
            order_id: number;
            cp_id: number;
            channel_id: number;
            refundAmount: number;
            isCOD: components["schemas"]["flag"];
            status_updated_at: components["schemas"]["timestamp-event"];
            /** @description Maps a return status name to the timestamp at which the return entered it. */
            status_log: {
                [key: string]: components["schemas"]["timestamp-event"];
            };
            pickupAddress: components["schemas"]["pickup-address"];
            dropAddress: components["schemas"]["drop-address"];
            /** @description Carrier-tracking data. */
            track_payload: {
                tracker_data: {
                    additional: {
                        is_rvp: boolean;
                        latest_status: {
                            location: unknown;
                            bucket: unknown;
                            description: unknown;
                            code: unknown;
                            remark: unknown;
                            status: unknown;
                            timestamp: unknown;
                            reference_number: unknown;
                        };
                    };
                    account_code: unknown;
                    location: unknown;
                    waybill: unknown;
                    remark: unknown;
                    status: unknown;
                    /** @description The field name holds a space, as the source gives it. */
                    "status description": unknown;
                    cp_id: unknown;
                    /** @description The field name holds a space, as the source gives it. */
                    "status code": unknown;
                    timestamp: unknown;
                };
            };
            items: components["schemas"]["return-item"][];
        };
        /**
         * ReturnItem
         * @description Source 2.8: item object of a return event. additionalInfo is a string holding serialized JSON with customerUploadImageUrl and comment.
         */
        "return-item": {
            lineItemSequenceNumber: number;
            orderItemID: string;
            itemID: string;
            customerOrderItemID: string;
            productName: string;
            returnReason: string;
            item_image: string;
            /** @description Serialized JSON holding customerUploadImageUrl and comment. */
            additionalInfo: string;
            returnType: string;
            productImageUrl: string;
            productUrl: string;
            quantity: number;
            lineItemTotal: number;
            discount: number;
            shippingCharges: number;
            productAdditionalInfo: {
                [key: string]: string;
            };
            isExchange: components["schemas"]["flag"];
        };
        /**
         * ReturnRequest
         * @description Body of the create-return call, wrapped under data, with the names the return event carries (2.8).
         */
        "return-request": {
            data: {
                customerOrderNumber: string;
                customerReturnNumber?: string;
                pickupAddress?: components["schemas"]["pickup-address"];
                items?: {
                    orderItemID: string;
                    returnReason?: string;
                    returnType?: string;
                    quantity?: number;
                    isExchange?: components["schemas"]["flag"];
                }[];
            };
        };
        /**
         * ReturnStatus
         * @description Source 3 and 6: the return states, which are also the return event subtypes. Transitions between them are not shown by the source.
         * @enum {string}
         */
        "return-status": "created" | "approved" | "picked_up" | "out_for_pickup" | "pickup_cancelled" | "pickup_pending" | "intransit" | "delivered";
        /**
         * ShipmentEvent
         * @description Source 2.7 and 6: payload of a shipment event, sent once per status change. status is the event subtype. Timestamps use YYYY-MM-DD HH:MM:SS.
         */
        "shipment-event": {
            customerOrderNumber: string;
            vendorOrderNumber: string;
            externalShipmentID: string;
            externalWarehouseID: string;
            externalChannelID: string;
            integrationType: string;
            defaultWarehouseCode: string;
            channelSlug: string;
            orderDate: components["schemas"]["timestamp-event"];
            invoiceDate: components["schemas"]["timestamp-event"] | "";
            created_at: components["schemas"]["timestamp-event"];
            updated_at: components["schemas"]["timestamp-event"];
            status_updated_at: components["schemas"]["timestamp-event"];
            packed_date: components["schemas"]["timestamp-event"] | "";
            orderExternalCreatedAt: components["schemas"]["timestamp-event"];
            portal_id: number;
            order_id: number;
            channel_id: number;
            warehouse_id: number;
            account_id: number;
            id: number;
            paymentType: string;
            region: string;
            invoiceNumber: string;
            boxType: string;
            invoice_url: string;
            label_url: string;
            labels: string;
            packageID: string;
            barcode: string;
            remarks: string;
            isPriorityShipment: components["schemas"]["flag"];
            isGift: components["schemas"]["flag"];
            isCOD: components["schemas"]["flag"];
            dimension_length: string;
            dimension_width: string;
            dimension_height: string;
            weight: string;
            trackingID: string;
            courierName: string;
            /** @description One of the shipment event subtypes; equals the subtype of the event. */
            status: components["schemas"]["shipment-status"];
            customerName: string;
            customerContactNumber: string;
            email: string;
            shippingInfo: unknown[];
            boxAdditionalRecommendation: unknown[];
            track_payload: unknown[];
            /** @description Maps a shipment status name to the timestamp at which the shipment entered it. A shipment cancelled by the service carries only the created entry (source 6 rule 1), so the current status need not be a key. */
            status_log: {
                [key: string]: components["schemas"]["timestamp-event"];
            };
            shippingAddress: components["schemas"]["shipping-address"];
            items: components["schemas"]["shipment-item"][];
        };
        /**
         * ShipmentItem
         * @description Source 2.7: item object of a shipment event. There is one item object per unit: quantity is always 1.
         */
        "shipment-item": {
            lineItemSequenceNumber: number;
            orderItemID: string;
            itemID: string;
            sku: string;
            customerOrderItemID: string;
            asin: string;
            productName: string;
            giftMessage: string;
            giftLabelContent: string;
            lineItemOrderStatus: string;
            productImageUrl: string;
            productUrl: string;
            /**
             * @description Always 1 per item object (source 2.7 and 6).
             * @constant
             */
            quantity: 1;
            customerPrice: number;
            lineItemTotal: number;
            invoiceTotal: number;
            discount: number;
            taxRate: number;
            taxAmount: number;
            shippingCharges: number;
            orderItemIDs: string[];
            /** @description String values, for example size and color. */
            productAdditionalInfo: {
                [key: string]: string;
            };
            expectedDeliveryDate: components["schemas"]["date"];
        };
        /**
         * ShipmentStatus
         * @description Source 3 and 6: the shipment states, which are also the shipment event subtypes. Transitions between them are not shown by the source.
         * @enum {string}
         */
        "shipment-status": "created" | "packed" | "dispatched" | "intransit" | "delivered" | "out_for_delivery" | "delivery_failed" | "delayed" | "cancelled" | "rto" | "rto_intransit" | "pickup_pending";
        /**
         * ShippingAddress
         * @description Source 2.7: shipping address of a shipment event (all strings).
         */
        "shipping-address": {
            customerName: string;
            addressLine1: string;
            addressLine2: string;
            city: string;
            state: string;
            postalCode: string;
            countryCode: string;
            countryName: string;
            contactPhone: string;
            email: string;
        };
        /**
         * TimeOfDay
         * @description Source 4.2: time of day HH:MM:SS, the form the schedule sample uses for scheduledArivalFrom and scheduledArivalTo.
         * @example 09:30:00
         */
        "time-of-day": string;
        /**
         * TimestampEvent
         * Format: event-timestamp
         * @description Source 2 and 2.7: the form YYYY-MM-DD HH:MM:SS (no zone) used in event payloads. Example: 2024-03-05 15:45:30. The format event-timestamp also rejects dates the calendar does not have (2024-02-30).
         * @example 2024-03-05 15:45:30
         */
        "timestamp-event": string;
        /**
         * TimestampOffset
         * Format: date-time
         * @description Source 2 and 2.3: ISO 8601 with a numeric UTC offset (not Z), used by webhook records. Fractional seconds are optional. Example: 2024-03-05T15:45:30+05:30.
         * @example 2024-03-05T15:45:30+05:30
         */
        "timestamp-offset": string;
        /**
         * TimestampUtcMillis
         * Format: date-time
         * @description Source 2: ISO 8601 UTC with milliseconds, used by consignment, contact, import job and custom property records. Example: 2024-03-05T10:15:30.123Z.
         * @example 2024-03-05T10:15:30.123Z
         */
        "timestamp-utc-millis": string;
        /**
         * Webhook
         * @description Source 2.3: webhook record. Timestamps are ISO 8601 with a numeric offset.
         */
        webhook: {
            id: string;
            resource: string;
            eventType: string;
            eventSubType: string;
            version: string;
            /** @description Channel the webhook belongs to. */
            externalChannelID: string;
            /**
             * Format: uri
             * @description Where events are delivered.
             */
            webhookUrl: string;
            webhookMethod: string;
            createdAt: components["schemas"]["timestamp-offset"];
            updatedAt: components["schemas"]["timestamp-offset"];
        };
        /**
         * WebhookPage
         * @description Source 4.4: the webhook listing. total is a string of digits (count of records for the applied filters), not a number.
         */
        "webhook-page": {
            /** @description Count of records for the applied filters, as a string. */
            total: string;
            data: components["schemas"]["webhook"][];
        } & WithRequired<components["schemas"]["page-envelope"], "data">;
        /**
         * WebhookRegistrationRequest
         * @description Body of the webhook registration call, wrapped under data. The harness uses the fields of the webhook record (2.3); webhookUrl, where events go, is required.
         */
        "webhook-registration-request": {
            data: {
                resource?: string;
                eventType?: string;
                eventSubType?: string;
                version?: string;
                externalChannelID?: string;
                /** Format: uri */
                webhookUrl: string;
                webhookMethod?: string;
            };
        };
    };
    responses: {
        /** @description An error. Its format and status codes are not shown by the source (7 rules 4 and 5). */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["error"];
            };
        };
    };
    parameters: {
        customerOrderNumber: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    cancelConsignment: {
        parameters: {
            query: {
                /** @description Identifies the consignment. */
                consignmentNumber: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The consignment record with status CANCELLED. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["consignment"] & {
                        /** @constant */
                        status?: "CANCELLED";
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    scheduleConsignment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["consignment-schedule-request"];
            };
        };
        responses: {
            /** @description Scheduled. The response body is not shown by the source. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createContact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["contact-request"];
            };
        };
        responses: {
            /** @description Created. The response body is not shown by the source. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listWebhooks: {
        parameters: {
            query?: {
                "page[offset]"?: number;
                "page[limit]"?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of webhook records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["webhook-page"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One webhook record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["webhook"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listImportJobs: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of import jobs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["import-job-page"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productSku: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["product"];
                };
            };
            /** @description The product (SKU) does not exist. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["product-lookup-error"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createProduct: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["product-request"];
            };
        };
        responses: {
            /** @description The created product (a draft when mandatory data was missing). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["product"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createProductListing: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["product-listing-request"];
            };
        };
        responses: {
            /** @description Listed. The response body is not shown by the source. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            default: components["responses"]["Error"];
        };
    };
    registerWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["webhook-registration-request"];
            };
        };
        responses: {
            /** @description Registered. The response body is not shown by the source. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            default: components["responses"]["Error"];
        };
    };
    submitOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["order-request"];
            };
        };
        responses: {
            /** @description Accepted. The response body is not shown by the source. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getInvoiceDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerOrderNumber: components["parameters"]["customerOrderNumber"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Invoice details. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["invoice-detail"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getInvoicePdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerOrderNumber: components["parameters"]["customerOrderNumber"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice as a PDF document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            default: components["responses"]["Error"];
        };
    };
    cancelOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["cancel-order-request"];
            };
        };
        responses: {
            /** @description Accepted. The response body is not shown by the source. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createReturn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["return-request"];
            };
        };
        responses: {
            /** @description Created. The response body is not shown by the source. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            default: components["responses"]["Error"];
        };
    };
    channelInventoryUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["inventory-event"];
            };
        };
        responses: {
            /** @description The client acknowledges the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    shipmentStatusChanged: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["shipment-event"];
            };
        };
        responses: {
            /** @description The client acknowledges the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    returnStatusChanged: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["return-event"];
            };
        };
        responses: {
            /** @description The client acknowledges the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
type WithRequired<T, K extends keyof T> = T & {
    [P in K]-?: T[P];
};

// Aliases: one per schema file of spec/schemas, named by its title.

/** Body of the customer cancellation call, wrapped under data. A customer cancellation is allowed only before the shipment is packed (source 3, 8) and is reported through the shipment webhook (6 rule 2). */
export type CancelOrderRequest = components['schemas']['cancel-order-request'];

/** Source 2.1: inward consignment response record. Every field is a string; timestamps are ISO 8601 UTC with milliseconds. The field names scheduledArivalFrom/scheduledArivalTo are spelled as the source gives them. */
export type Consignment = components['schemas']['consignment'];

/** Source 4.2: body of PUT /api/v1/consignment, the fields wrapped under data. Only consignmentNumber (which identifies the consignment) is required. Where the source's sample deviates from its field table, both forms are accepted (x-observed-deviation); the documented form is canonical. */
export type ConsignmentScheduleRequest = components['schemas']['consignment-schedule-request'];

/** Source 2.2: contact (vendor, party) request record. Which fields are required is not shown, so none is. */
export type Contact = components['schemas']['contact'];

/** Source 4.3: body of POST /api/v1/contact, the contact record of 2.2 wrapped under data. */
export type ContactRequest = components['schemas']['contact-request'];

/** Source 2.5: custom property record. description is optional; options is present for the select field types. */
export type CustomProperty = components['schemas']['custom-property'];

/** Source 2.5 and 4.8: a paged listing of custom properties (the source's example of a paged listing; no endpoint for it is shown). */
export type CustomPropertyPage = components['schemas']['custom-property-page'];

/** Source 2.7: a calendar date YYYY-MM-DD (expectedDeliveryDate). */
export type CalendarDate = components['schemas']['date'];

/** Source 2.8: drop address of a return event; every field carries the drop_ prefix. */
export type DropAddress = components['schemas']['drop-address'];

/** Source 7: an error response. Its format and status codes are not shown, so this schema is deliberately permissive: any object, with an optional message. */
export type ErrorResponse = components['schemas']['error'];

/** Source 2.7 and 2.8: a yes/no flag sent as the string "0" or "1" (isPriorityShipment, isGift, isCOD, isExchange), never a number or boolean. */
export type Flag = components['schemas']['flag'];

/** Source 2.4: import job (bulk file import of product data). failedFilePath, additionalDetails, successCount and failureCount are present on some jobs only. */
export type ImportJob = components['schemas']['import-job'];

/** Source 4.6 and 4.8: the import job listing names its count result (an integer, total number of jobs) instead of total. */
export type ImportJobPage = components['schemas']['import-job-page'];

/** Source 6: body of a channel inventory update event (resource channel_inventory, eventSubType updated): a JSON array of inventory event items. */
export type InventoryEvent = components['schemas']['inventory-event'];

/** Source 2.6: one item of a channel inventory update event; the app updates its catalog using inventoryItemId. */
export type InventoryItem = components['schemas']['inventory-item'];

/** Invoice details of a shipment, with the invoice fields the shipment event carries (2.7). The service creates one invoice per shipment (source 1, step 3). */
export type InvoiceDetail = components['schemas']['invoice-detail'];

/** Body of POST {wms_url}/api/order (submit a confirmed order for fulfillment), wrapped under data. The harness uses the names the shipment event carries for the same facts (2.7); an order line may have any quantity (the shipment events then carry one item object per unit). externalChannelID carries the channel code generated when the sales channel was enabled (4.7 rule 3). */
export type OrderRequest = components['schemas']['order-request'];

/** Source 4.8 and 8: the paging fields every listing carries, always present (also on an empty page). Defaults: page 1, perPage 25. Maximum perPage is not shown. */
export type PageEnvelope = components['schemas']['page-envelope'];

/** Source 2.8: pickup address of a return event; every field carries the pickup_ prefix. */
export type PickupAddress = components['schemas']['pickup-address'];

/** A product of the workspace as the harness models it. The source does not show product fields; the names used here are those the shipment event items carry for a product (2.7). */
export type Product = components['schemas']['product'];

/** Body of the product listing call (mark a product available on the channel), wrapped under data. The harness identifies the product by sku. */
export type ProductListingRequest = components['schemas']['product-listing-request'];

/** Source 4.7 rule 1 and 7 rule 1: the answer to a lookup of an unknown SKU carries an error message saying that the product (SKU) does not exist; the message begins with the word Failed. */
export type ProductLookupError = components['schemas']['product-lookup-error'];

/** Body of POST product-engine/api/v1/products, wrapped under data like the other write bodies. Missing or incorrect mandatory data does not fail: a draft product is created (source 4.7 rule 2, 7 rule 2), so nothing inside data is required. */
export type ProductRequest = components['schemas']['product-request'];

/** Source 2.8 and 6: payload of a return event, sent when a return enters a status. Identifiers in track_payload that carried the tracking provider's brand use the neutral word tracker. */
export type ReturnEvent = components['schemas']['return-event'];

/** Source 2.8: item object of a return event. additionalInfo is a string holding serialized JSON with customerUploadImageUrl and comment. */
export type ReturnItem = components['schemas']['return-item'];

/** Body of the create-return call, wrapped under data, with the names the return event carries (2.8). */
export type ReturnRequest = components['schemas']['return-request'];

/** Source 3 and 6: the return states, which are also the return event subtypes. Transitions between them are not shown by the source. */
export type ReturnStatus = components['schemas']['return-status'];

/** Source 2.7 and 6: payload of a shipment event, sent once per status change. status is the event subtype. Timestamps use YYYY-MM-DD HH:MM:SS. */
export type ShipmentEvent = components['schemas']['shipment-event'];

/** Source 2.7: item object of a shipment event. There is one item object per unit: quantity is always 1. */
export type ShipmentItem = components['schemas']['shipment-item'];

/** Source 3 and 6: the shipment states, which are also the shipment event subtypes. Transitions between them are not shown by the source. */
export type ShipmentStatus = components['schemas']['shipment-status'];

/** Source 2.7: shipping address of a shipment event (all strings). */
export type ShippingAddress = components['schemas']['shipping-address'];

/** Source 4.2: time of day HH:MM:SS, the form the schedule sample uses for scheduledArivalFrom and scheduledArivalTo. */
export type TimeOfDay = components['schemas']['time-of-day'];

/** Source 2 and 2.7: the form YYYY-MM-DD HH:MM:SS (no zone) used in event payloads. Example: 2024-03-05 15:45:30. The format event-timestamp also rejects dates the calendar does not have (2024-02-30). */
export type TimestampEvent = components['schemas']['timestamp-event'];

/** Source 2 and 2.3: ISO 8601 with a numeric UTC offset (not Z), used by webhook records. Fractional seconds are optional. Example: 2024-03-05T15:45:30+05:30. */
export type TimestampOffset = components['schemas']['timestamp-offset'];

/** Source 2: ISO 8601 UTC with milliseconds, used by consignment, contact, import job and custom property records. Example: 2024-03-05T10:15:30.123Z. */
export type TimestampUtcMillis = components['schemas']['timestamp-utc-millis'];

/** Source 2.3: webhook record. Timestamps are ISO 8601 with a numeric offset. */
export type Webhook = components['schemas']['webhook'];

/** Source 4.4: the webhook listing. total is a string of digits (count of records for the applied filters), not a number. */
export type WebhookPage = components['schemas']['webhook-page'];

/** Body of the webhook registration call, wrapped under data. The harness uses the fields of the webhook record (2.3); webhookUrl, where events go, is required. */
export type WebhookRegistrationRequest = components['schemas']['webhook-registration-request'];
